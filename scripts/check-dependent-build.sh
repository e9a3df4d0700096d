#!/usr/bin/env bash
# Builds packages that depend on this checkout, as users' packages do, and fails on any warning
# Flipbook gives them: a compiler warning from Flipbook's sources, or SwiftPM's about Flipbook's
# package (a prohibited pkg-config flag).
#
# 1. docs/first-golden.md's package, its files taken from the page as they stand: Swift 5
#    language mode, debug, with -strict-concurrency=complete (which reaches Flipbook's modules
#    too); then its test runs twice, recording the goldens (FLIPBOOK_RECORD=missing) and checking
#    them, from a clean folder, so the page can never rot.
# 2. A package in Swift 6 language mode, built in release, with -strict-concurrency=complete,
#    using UIKit and SwiftUI in one file, as a hybrid screen does.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The page's package finds Flipbook at ../flipbook.
ln -s "$root" "$scratch/flipbook"

# Fails when a build log holds a warning from Flipbook.
check_log() {
    local log="$1" what="$2" warnings
    warnings="$(grep -E "^$root/[^ ]*: warning:|^$scratch/flipbook/[^ ]*: warning:|prohibited flag" "$log" | sort -u || true)"
    if [ -n "$warnings" ]; then
        echo "$warnings" >&2
        echo "check-dependent-build: Flipbook gave $what the warnings above" >&2
        exit 1
    fi
}

build() {
    local package="$1" configuration="$2" what="$3"
    echo "check-dependent-build: $what ($configuration, -strict-concurrency=complete)"
    if ! "$swift" build --package-path "$package" -c "$configuration" --build-tests -Xswiftc -strict-concurrency=complete \
        >"$package/build.log" 2>&1; then
        cat "$package/build.log" >&2
        echo "check-dependent-build: $what did not build" >&2
        exit 1
    fi
    check_log "$package/build.log" "$what"
}

# 1. The first-golden page's package (docs/first-golden.md), as the page gives it.
hello="$scratch/Hello"
"$root/scripts/first-golden-package.sh" "$hello"
build "$hello" debug "docs/first-golden.md's package (Swift 5)"
echo "check-dependent-build: its test records the goldens, then checks them"
(cd "$hello" && FLIPBOOK_RECORD=missing "$swift" test --skip-build >"$hello/record.log" 2>&1) || { cat "$hello/record.log" >&2; exit 1; }
ls "$hello/Tests/HelloTests/__Goldens__/badgePops/"*.png >/dev/null 2>&1 \
    || { cat "$hello/record.log" >&2; echo "check-dependent-build: no golden was recorded" >&2; exit 1; }
(cd "$hello" && "$swift" test --skip-build >"$hello/check.log" 2>&1) || { cat "$hello/check.log" >&2; exit 1; }

# 2. A package in Swift 6 language mode, in release.
six="$scratch/Six"
mkdir -p "$six/Sources/Screen"
cat >"$six/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Six",
    dependencies: [.package(path: "../flipbook")],
    targets: [
        .target(name: "Screen", dependencies: [
            .product(name: "UIKit", package: "Flipbook"),
            .product(name: "SwiftUI", package: "Flipbook"),
            .product(name: "FlipbookGoldenTesting", package: "Flipbook"),
        ]),
    ]
)
SWIFT
cat >"$six/Sources/Screen/Badge.swift" <<'SWIFT'
import UIKit
import FlipbookGoldenTesting

public final class Badge: UIView {
    public func pop() {
        UIView.animate(withDuration: 0.3) { self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
    }
}

@MainActor public func recordBadge() -> Int {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    window.addSubview(badge)
    return window.record(duration: 0.3) { _ in badge.pop() }.problems.count
}
SWIFT
cat >"$six/Sources/Screen/Greeting.swift" <<'SWIFT'
import UIKit
import SwiftUI

struct Greeting: View {
    @State private var name = "World"
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(name)!").font(.title)
            Button("Again") { name += "!" }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12, style: .circular).fill(Color.blue.opacity(0.2)))
    }
}

@MainActor public func greetingController() -> UIViewController { UIHostingController(rootView: Greeting()) }
SWIFT
build "$six" release "a Swift 6 package"
echo "check-dependent-build: no warnings from Flipbook; docs/first-golden.md's package records and checks its goldens"
