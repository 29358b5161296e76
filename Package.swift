// swift-tools-version:6.0
// coordviz draws iOS coordinator architectures with Graphviz.
import PackageDescription

/// Every Swift target builds in Swift 6 language mode with the same strictness.
func swiftTarget(_ settings: [SwiftSetting] = []) -> [SwiftSetting] {
    settings + [.enableUpcomingFeature("ExistentialAny")]
}

let package = Package(
    name: "coordviz",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "coordviz", targets: ["coordviz"]),
        // What an iOS app links in a debug build to write snapshots: pure Swift, no dependencies.
        .library(name: "CoordVizCore", targets: ["CoordVizCore"]),
        .library(name: "CoordVizSpec", targets: ["CoordVizSpec"]),
        .library(name: "CoordVizRender", targets: ["CoordVizRender"]),
        // Architecture review rules, baselines and reporters. Pure Swift, no C.
        .library(name: "CoordVizReview", targets: ["CoordVizReview"]),
        // Inputs -> model with diagnostics -> a plan of files -> bytes: what every command shares.
        .library(name: "CoordVizFrontend", targets: ["CoordVizFrontend"]),
        // A UIKit stand-in, so a team can build and test its coordinator layer on Linux CI.
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        // `swift package coordviz …` in a package that depends on coordviz: nothing to install.
        .plugin(name: "CoordVizPlugin", targets: ["CoordVizPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: Core: model, snapshots, live introspection, merge. Pure Swift, no C, no CLI.
        .target(name: "CoordVizCore", swiftSettings: swiftTarget()),

        // MARK: Flow specs (YAML / JSON) into the core model.
        .target(
            name: "CoordVizSpec",
            dependencies: ["CoordVizCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftTarget()
        ),

        // MARK: Scan: Swift sources (swift-syntax, no build) into a flow spec. Its own target: a heavy dependency.
        .target(
            name: "CoordVizScan",
            dependencies: [
                "CoordVizCore", "CoordVizSpec",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftTarget()
        ),

        // MARK: Graphviz: the system library and the C shim that is the only code touching it.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "CGraphvizShim", dependencies: ["CGraphviz"]),

        // MARK: Views (model -> diagram description) and renderers (cgraph, text).
        .target(
            name: "CoordVizRender",
            dependencies: ["CoordVizCore", "CGraphvizShim"],
            swiftSettings: swiftTarget()
        ),

        // MARK: Architecture review: one file per rule, baselines, reporters. Pure Swift, no C, no CLI.
        .target(name: "CoordVizReview", dependencies: ["CoordVizCore"], swiftSettings: swiftTarget()),

        // MARK: The library frontend: loading inputs and configuration, planning and building artifacts. No CLI.
        .target(
            name: "CoordVizFrontend",
            dependencies: ["CoordVizCore", "CoordVizSpec", "CoordVizRender", "CoordVizReview", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftTarget()
        ),

        // MARK: Command line.
        .target(
            name: "CoordVizCLI",
            dependencies: [
                "CoordVizCore", "CoordVizSpec", "CoordVizRender", "CoordVizFrontend", "CoordVizReview", "CoordVizScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftTarget()
        ),
        .executableTarget(name: "coordviz", dependencies: ["CoordVizCLI"], swiftSettings: swiftTarget()),
        .plugin(
            name: "CoordVizPlugin",
            capability: .command(
                intent: .custom(verb: "coordviz", description: "Run coordviz (render, validate, review, …) on this package's architecture files."),
                permissions: [.writeToPackageDirectory(reason: "coordviz writes the diagrams and reports you name with -o or --output-dir.")]
            ),
            dependencies: ["coordviz"]
        ),

        // MARK: Samples: the seed architectures re-created over a small UIKit stand-in.
        .target(
            name: "UIKitStandIn",
            path: "Samples/UIKitStandIn",
            exclude: ["README.md"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "LoveStory",
            dependencies: ["UIKitStandIn"],
            path: "Samples/love-story",
            exclude: ["flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "TabCoordinatorSample",
            dependencies: ["UIKitStandIn"],
            path: "Samples/tab-coordinator",
            exclude: ["flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "RootContainmentSample",
            dependencies: ["UIKitStandIn"],
            path: "Samples/root-containment",
            exclude: ["flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "NavigationChildrenSample",
            dependencies: ["UIKitStandIn"],
            path: "Samples/navigation-children",
            exclude: ["README.md", "flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "RouterLoginSample",
            dependencies: ["UIKitStandIn"],
            path: "Samples/router-login",
            exclude: ["README.md", "flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .target(
            name: "TabbarOwnerSample",
            dependencies: ["UIKitStandIn"],
            path: "Samples/tabbar-owner",
            exclude: ["README.md", "flow.yaml"],
            swiftSettings: swiftTarget()
        ),
        .executableTarget(
            name: "sample-snapshots",
            dependencies: ["CoordVizCore", "LoveStory", "TabCoordinatorSample", "RootContainmentSample", "NavigationChildrenSample", "RouterLoginSample", "TabbarOwnerSample", "UIKitStandIn"],
            path: "Samples/SampleSnapshots",
            swiftSettings: swiftTarget()
        ),

        // MARK: Benchmarks: in-process rendering against the `dot` program on the same graphs.
        // The seeded synthetic apps (model, spec and live tree) the benchmark and tests share.
        .target(
            name: "SyntheticApps",
            dependencies: ["CoordVizCore", "UIKitStandIn"],
            path: "Benchmarks/Sources/SyntheticApps",
            swiftSettings: swiftTarget()
        ),
        .executableTarget(
            name: "coordviz-bench",
            dependencies: ["CoordVizCore", "CoordVizSpec", "CoordVizRender", "SyntheticApps", "UIKitStandIn"],
            path: "Benchmarks/Sources/coordviz-bench",
            swiftSettings: swiftTarget()
        ),

        // MARK: Tests: one target per source target.
        .testTarget(
            name: "CoordVizCoreTests",
            dependencies: ["CoordVizCore", "LoveStory", "TabCoordinatorSample", "RootContainmentSample", "NavigationChildrenSample", "RouterLoginSample", "TabbarOwnerSample", "UIKitStandIn"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizSpecTests",
            dependencies: ["CoordVizSpec", "CoordVizCore"],
            exclude: ["Fixtures"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizScanTests",
            dependencies: ["CoordVizScan", "CoordVizSpec", "CoordVizCore", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizRenderTests",
            dependencies: ["CoordVizRender", "CoordVizCore", "CoordVizSpec", "SyntheticApps"],
            exclude: ["Goldens"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizFrontendTests",
            dependencies: ["CoordVizFrontend", "CoordVizCore", "CoordVizRender"],
            exclude: ["Fixtures"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizReviewTests",
            dependencies: ["CoordVizReview", "CoordVizFrontend", "CoordVizCore", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "CoordVizCLITests",
            dependencies: ["CoordVizCLI", "CoordVizFrontend", "coordviz", "sample-snapshots"],
            exclude: ["Fixtures"],
            swiftSettings: swiftTarget()
        ),
        .testTarget(
            name: "SamplesTests",
            dependencies: ["LoveStory", "TabCoordinatorSample", "RootContainmentSample", "NavigationChildrenSample", "RouterLoginSample", "TabbarOwnerSample", "UIKitStandIn"],
            swiftSettings: swiftTarget()
        ),
    ]
)
