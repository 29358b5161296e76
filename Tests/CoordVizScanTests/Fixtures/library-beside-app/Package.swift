// swift-tools-version:5.9
// Only the navigation library is a package target; the app beside it is built by an Xcode
// project that is not in this folder.
import PackageDescription

let package = Package(
    name: "NavigationKit",
    targets: [
        .target(name: "NavigationKit"),
    ]
)
