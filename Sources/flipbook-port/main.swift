import Foundation
import FlipbookPortRewriter

// flipbook-port INPUT OUTPUT [INPUT OUTPUT …]
//
// What the FlipbookPort plugin runs: rewrites each INPUT (a Swift file written for iOS) into
// OUTPUT, resolving selectors against all the INPUTs. An OUTPUT whose text would not change is
// not written again, so the build recompiles only what changed.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--help" || arguments.first == "-h" {
    print("""
    usage: flipbook-port INPUT OUTPUT [INPUT OUTPUT ...]

    Rewrites Swift files written for iOS (@objc, #selector, #keyPath, optional requirements of
    @objc protocols, import Darwin) so they compile on Linux against FlipbookUIKit; diagnostics
    point at the INPUT files. Run by the FlipbookPort build-tool plugin.
    """)
    exit(0)
}
guard !arguments.isEmpty, arguments.count % 2 == 0 else {
    FileHandle.standardError.write(Data("flipbook-port: expected pairs of INPUT OUTPUT (see --help)\n".utf8))
    exit(64)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map { (input: arguments[$0], output: arguments[$0 + 1]) }
var sources: [String] = []
for pair in pairs {
    guard let data = FileManager.default.contents(atPath: pair.input) else {
        FileHandle.standardError.write(Data("flipbook-port: \(pair.input): cannot be read\n".utf8))
        exit(66)
    }
    sources.append(String(decoding: data, as: UTF8.self))
}
let rewriter = PortRewriter(files: zip(pairs, sources).map { (path: $0.input, source: $1) })
for (pair, source) in zip(pairs, sources) {
    let rewritten = Data(rewriter.rewrite(source, path: pair.input).utf8)
    if FileManager.default.contents(atPath: pair.output) == rewritten { continue }
    do {
        try FileManager.default.createDirectory(atPath: (pair.output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try rewritten.write(to: URL(fileURLWithPath: pair.output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("flipbook-port: \(pair.output): \(error.localizedDescription)\n".utf8))
        exit(73)
    }
}
