// swift-tools-version:6.0
// A package that depends on coordviz, the way an app's package would, so that
// scripts/check-plugin.sh can run `swift package coordviz …` on it. Not part of coordviz's own
// build: no target of coordviz's Package.swift points here.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        // scripts/check-plugin.sh copies this package elsewhere and points this path back here.
        .package(name: "coordviz", path: "../.."),
    ],
    targets: [
        .target(name: "Shop"),
    ]
)
