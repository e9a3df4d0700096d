#!/usr/bin/env bash
# Builds a small package that depends on this checkout, as a user's package does, and fails on
# any warning Flipbook gives it: a compiler warning from Flipbook's sources, or SwiftPM's about
# Flipbook's package (a prohibited pkg-config flag). Two builds cover the modes a user meets:
# Swift 5 language mode in debug and Swift 6 language mode in release, both with
# -strict-concurrency=complete (which reaches Flipbook's modules too).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
for mode in "5.9 debug" "6.0 release"; do
    read -r tools configuration <<<"$mode"
    package="$scratch/dependent-$tools"
    mkdir -p "$package/Sources/Screen" "$package/Tests/ScreenTests"
    cat >"$package/Package.swift" <<SWIFT
// swift-tools-version:$tools
import PackageDescription

let package = Package(
    name: "Dependent",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "Screen", dependencies: [.product(name: "UIKit", package: "$identity")]),
        .testTarget(name: "ScreenTests", dependencies: ["Screen", .product(name: "FlipbookGoldenTesting", package: "$identity")]),
    ]
)
SWIFT
    cat >"$package/Sources/Screen/Badge.swift" <<'SWIFT'
import UIKit

public final class Badge: UIView {
    public func pop() {
        UIView.animate(withDuration: 0.3) { self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
    }
}
SWIFT
    cat >"$package/Tests/ScreenTests/BadgeTests.swift" <<'SWIFT'
import XCTest
import UIKit
import FlipbookGoldenTesting
import Screen

final class BadgeTests: XCTestCase {
    @MainActor func testPops() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(badge)
        let timeline = window.record(duration: 0.3) { _ in badge.pop() }
        XCTAssertTrue(timeline.problems.isEmpty)
    }
}
SWIFT
    log="$package/build.log"
    echo "check-dependent-build: Swift $tools tools, $configuration, -strict-concurrency=complete"
    if ! "$swift" build --package-path "$package" -c "$configuration" --build-tests -Xswiftc -strict-concurrency=complete >"$log" 2>&1; then
        cat "$log" >&2
        echo "check-dependent-build: the dependent package did not build" >&2
        exit 1
    fi
    warnings="$(grep -E "^$root/[^ ]*: warning:|prohibited flag" "$log" | sort -u || true)"
    if [ -n "$warnings" ]; then
        echo "$warnings" >&2
        echo "check-dependent-build: Flipbook gave the dependent package the warnings above (Swift $tools, $configuration)" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "check-dependent-build: no warnings from Flipbook"
exit "$status"
