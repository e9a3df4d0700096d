import Foundation
import Testing
@testable import FlipbookRender

@Suite("Render environment")
struct RenderEnvironmentTests {
    @Test("SHA-256 matches FIPS 180-4's examples, across block boundaries")
    func sha256() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("The environment names the six libraries and hashes the pinned fonts")
    func current() {
        let environment = RenderEnvironment.current
        #expect(environment.libraries.map(\.name) == ["cairo", "pango", "pixman", "freetype", "harfbuzz", "fontconfig"])
        #expect(environment.libraries.allSatisfy { $0.value.split(separator: ".").count == 3 }, "\(environment.libraries)")
        #expect(environment.fonts.count == 26 && environment.fonts.map(\.name).contains("Inter-Regular.otf")
                && environment.fonts.map(\.name).contains("InterDisplay-Black.otf")
                && environment.fonts.map(\.name).suffix(8) == ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoColorEmoji.ttf",
                                                                "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
                                                                "MaterialIcons-Regular.ttf"])
        #expect(environment.fonts.allSatisfy { $0.value.count == 64 })
    }

    @Test("Differences read as phrases")
    func differences() {
        let here = RenderEnvironment(libraries: [.init("cairo", "1.16.0"), .init("pango", "1.50.12")],
                                     fonts: [.init("a.ttf", "11"), .init("b.ttf", "22")])
        let there = RenderEnvironment(libraries: [.init("cairo", "1.18.0"), .init("pango", "1.50.12")],
                                      fonts: [.init("a.ttf", "10"), .init("c.ttf", "33")])
        #expect(here.differences(from: there) == ["cairo 1.18.0 → 1.16.0", "font a.ttf changed", "font b.ttf added", "font c.ttf gone"])
        #expect(here.differences(from: here).isEmpty)
    }
}
