/// Reads how each stored property of a class holds its value (strong, `weak`, `unowned`) from the
/// field metadata the Swift compiler emits for reflection.
///
/// `Mirror` shows a `weak var parent: Parent?` exactly like a strong one, yet the difference is
/// what makes a back-reference a retain cycle. The compiler records it in each field's mangled
/// type name (`…Xw` weak, `…Xo` unowned, `…Xu` unowned(unsafe)), reachable from the class
/// metadata's nominal type descriptor. Every read is checked (descriptor kind, non-null relative
/// offsets); anything unexpected yields no answer, and the caller reports `unknown`.
enum FieldOwnership {
    /// The ownership of every stored property of `type` and its superclasses, by raw field name
    /// (lazy storage keeps its `$__lazy_storage_$_` prefix).
    static func ownership(of type: AnyClass) -> [String: ReferenceStrength] {
        var result: [String: ReferenceStrength] = [:]
        var current: AnyClass? = type
        var levels = 0
        while let cls = current, levels < 64 {
            levels += 1
            let metadata = unsafeBitCast(cls, to: UnsafeRawPointer.self)
            guard isSwiftClass(metadata), let descriptor = metadata.load(fromByteOffset: Layout.descriptorOffset, as: UnsafeRawPointer?.self) else { break }
            for (name, mangled) in fields(of: descriptor) where result[name] == nil {
                result[name] = strength(fromMangledTypeName: mangled)
            }
            current = superclass(of: metadata)
        }
        return result
    }

    /// The ownership of every stored property of a struct (`struct WeakBox { weak var value }`),
    /// by field name; empty for any other kind of type.
    static func ownership(ofValueType type: Any.Type) -> [String: ReferenceStrength] {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == Layout.structMetadataKind,
              let descriptor = metadata.load(fromByteOffset: Layout.valueDescriptorOffset, as: UnsafeRawPointer?.self) else { return [:] }
        var result: [String: ReferenceStrength] = [:]
        for (name, mangled) in fields(of: descriptor, kind: Layout.structKind) where result[name] == nil {
            result[name] = strength(fromMangledTypeName: mangled)
        }
        return result
    }

    /// The ownership a field's mangled type name encodes.
    static func strength(fromMangledTypeName mangled: [UInt8]) -> ReferenceStrength {
        guard mangled.count >= 2, mangled[mangled.count - 2] == UInt8(ascii: "X") else { return .strong }
        switch mangled[mangled.count - 1] {
        case UInt8(ascii: "w"): return .weak
        case UInt8(ascii: "o"), UInt8(ascii: "u"): return .unowned
        default: return .strong
        }
    }

    // MARK: Metadata layout (Swift ABI, stable since Swift 5)

    private enum Layout {
        #if canImport(ObjectiveC)
        /// isa, superclass, cache, vtable and data words come first on Objective-C platforms.
        static let descriptorOffset = 64
        static let dataOffset = 32
        #else
        static let descriptorOffset = 40
        #endif
        static let superclassOffset = 8
        /// The kind bits of a context descriptor's flags, and the value meaning "class".
        static let kindMask: UInt32 = 0x1F
        static let classKind: UInt32 = 16
        static let structKind: UInt32 = 17
        /// The metadata kind word of a struct, and where its descriptor follows it.
        static let structMetadataKind: UInt = 0x200
        static let valueDescriptorOffset = 8
        static let fieldsOffsetInDescriptor = 16
        static let fieldRecordsOffset = 16
    }

    private static func isSwiftClass(_ metadata: UnsafeRawPointer) -> Bool {
        #if canImport(ObjectiveC)
        // Pure Objective-C classes (NSObject itself) carry no Swift descriptor.
        let data = metadata.load(fromByteOffset: Layout.dataOffset, as: UInt.self)
        return data & 0x3 != 0
        #else
        return true
        #endif
    }

    private static func superclass(of metadata: UnsafeRawPointer) -> AnyClass? {
        guard let pointer = metadata.load(fromByteOffset: Layout.superclassOffset, as: UnsafeRawPointer?.self) else { return nil }
        return unsafeBitCast(pointer, to: AnyClass.self)
    }

    /// Follows a 32-bit relative pointer stored at `address`.
    private static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address.advanced(by: Int(offset))
    }

    private static func fields(of descriptor: UnsafeRawPointer, kind: UInt32 = Layout.classKind) -> [(String, [UInt8])] {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard flags & Layout.kindMask == kind,
              let fieldDescriptor = relative(descriptor.advanced(by: Layout.fieldsOffsetInDescriptor)) else { return [] }
        let recordSize = Int(fieldDescriptor.loadUnaligned(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fieldDescriptor.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12, count < 10_000 else { return [] }
        return (0..<count).compactMap { index in
            let record = fieldDescriptor.advanced(by: Layout.fieldRecordsOffset + index * recordSize)
            guard let typeName = relative(record.advanced(by: 4)), let fieldName = relative(record.advanced(by: 8)) else { return nil }
            return (String(cString: fieldName.assumingMemoryBound(to: CChar.self)), mangledBytes(typeName))
        }
    }

    /// The mangled name's bytes, with each symbolic reference (a control byte and its payload)
    /// replaced by one `?`, so the ownership suffix can be read at the end.
    private static func mangledBytes(_ start: UnsafeRawPointer) -> [UInt8] {
        var bytes: [UInt8] = []
        var cursor = start
        while bytes.count < 4096 {
            let byte = cursor.load(as: UInt8.self)
            switch byte {
            case 0: return bytes
            case 0x01...0x17: bytes.append(UInt8(ascii: "?")); cursor = cursor.advanced(by: 5)
            case 0x18...0x1F: bytes.append(UInt8(ascii: "?")); cursor = cursor.advanced(by: 1 + MemoryLayout<UInt>.size)
            default: bytes.append(byte); cursor = cursor.advanced(by: 1)
            }
        }
        return bytes
    }
}
