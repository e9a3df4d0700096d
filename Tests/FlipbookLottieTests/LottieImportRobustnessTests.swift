import FlipbookLottieImport
import FlipbookScene
import Foundation
import Testing

/// Hostile Lottie documents through the importer: each is refused with a message naming what is
/// wrong, or imported within the importer's limits with a warning, quickly, never a hang.
@Suite("Lottie import: hostile documents")
struct LottieImportRobustnessTests {
    func document(op: Double = 60, layers: String, assets: String = "[]") -> [UInt8] {
        Array("""
        {"v":"5.7","fr":30,"ip":0,"op":\(op),"w":100,"h":100,"assets":\(assets),"layers":\(layers)}
        """.utf8)
    }

    /// A shape layer holding `shapes`.
    func shapeLayer(_ shapes: String, index: Int = 1, extra: String = "") -> String {
        """
        {"ty":4,"ind":\(index),"nm":"s\(index)","ip":0,"op":60,"st":0,"ks":{}\(extra),"shapes":\(shapes)}
        """
    }

    @Test("A precomposition that contains itself, or nests past the limit, is cut with a warning")
    func precompositionCycles() throws {
        let selfContaining = document(layers: #"[{"ty":0,"ind":1,"refId":"a","ip":0,"op":60,"st":0,"ks":{},"w":100,"h":100}]"#,
                                      assets: #"[{"id":"a","layers":[{"ty":0,"ind":1,"refId":"a","ip":0,"op":60,"st":0,"ks":{},"w":100,"h":100}]}]"#)
        let imported = try LottieImport(json: selfContaining)
        #expect(imported.warnings.contains { $0.contains("contains itself") }, "\(imported.warnings)")
        // 200 precompositions each holding the next: cut at the nesting limit.
        let chain = (0..<200).map { index in
            #"{"id":"p\#(index)","layers":[{"ty":0,"ind":1,"refId":"p\#(index + 1)","ip":0,"op":60,"st":0,"ks":{},"w":10,"h":10}]}"#
        }.joined(separator: ",")
        let deep = try LottieImport(json: document(layers: #"[{"ty":0,"ind":1,"refId":"p0","ip":0,"op":60,"st":0,"ks":{},"w":10,"h":10}]"#,
                                                   assets: "[\(chain)]"))
        #expect(deep.warnings.contains { $0.contains("nests over") }, "\(deep.warnings)")
    }

    @Test("Parents that loop are cut; groups nested past the limit are left out, warned")
    func loopsAndDepth() throws {
        let looping = try LottieImport(json: document(layers: """
            [\(shapeLayer("[]", index: 1, extra: #","parent":2"#)), \(shapeLayer("[]", index: 2, extra: #","parent":1"#))]
            """))
        #expect(looping.warnings.contains { $0.contains("parents loop") }, "\(looping.warnings)")
        var group = #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}"#
        for _ in 0..<100 { group = #"{"ty":"gr","it":[\#(group),{"ty":"tr"}]}"# }
        let nested = try LottieImport(json: document(layers: "[\(shapeLayer("[\(group)]"))]"))
        #expect(nested.warnings.contains { $0.contains("nested over") }, "\(nested.warnings)")
    }

    @Test("Huge counts are bounded: a repeater of a billion copies, a star of a billion points, keyframes a billion frames apart")
    func hugeCounts() throws {
        let shapes = """
            [{"ty":"sr","sy":1,"pt":{"a":0,"k":1000000000},"p":{"a":0,"k":[50,50]},"or":{"a":0,"k":40},"ir":{"a":0,"k":20},
              "os":{"a":0,"k":0},"is":{"a":0,"k":0},"r":{"a":0,"k":0}},
             {"ty":"el","p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":1000000000,"s":[100,100]}]},"s":{"a":0,"k":[10,10]}},
             {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
             {"ty":"rp","c":{"a":0,"k":1000000000},"o":{"a":0,"k":0},"tr":{"p":{"a":0,"k":[1,0]}}}]
            """
        let start = Date()
        let imported = try LottieImport(json: document(layers: "[\(shapeLayer(shapes))]"))
        #expect(imported.warnings.contains { $0.contains("limited to 1000") }, "\(imported.warnings)")
        let scene = Scene(name: "huge", canvas: Canvas(width: 100, height: 100), duration: 1)
        scene.addLayer(imported.root)
        _ = try scene.timeline()
        #expect(Date().timeIntervalSince(start) < 30, "imported and simulated in \(Date().timeIntervalSince(start)) s")
    }

    @Test("Hostile text, time remapping and corners: a text of 200 000 characters is cut, huge remaps and radii import and simulate")
    func hostileTextAndTime() throws {
        let text = String(repeating: "I", count: 200_000)
        let layers = """
            [{"ty":5,"ind":1,"nm":"long","ip":0,"op":60,"st":0,"ks":{},
              "t":{"d":{"k":[{"t":0,"s":{"s":10,"f":"F","t":"\(text)","fc":[0,0,0]}}]}}},
             {"ty":0,"ind":2,"nm":"remapped","refId":"p","w":100,"h":100,"ip":0,"op":60,"st":0,"ks":{},
              "tm":{"a":1,"k":[{"t":0,"s":[-1e300]},{"t":30,"s":[1e300]}]}},
             \(shapeLayer(#"[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"rd","r":{"a":0,"k":1e300}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]}}]"#, index: 3))]
            """
        let assets = #"[{"id":"p","layers":[\#(shapeLayer(#"[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]}}]"#))]}]"#
        let json = Array(#"{"v":"5.7","fr":30,"ip":0,"op":60,"w":100,"h":100,"fonts":{"list":[{"fName":"F","fFamily":"F","fStyle":"R","ascent":70}]},"chars":[{"ch":"I","style":"R","fFamily":"F","w":20,"data":{"shapes":[]}}],"assets":\#(assets),"layers":\#(layers)}"#.utf8)
        let imported = try LottieImport(json: json)
        #expect(imported.warnings.contains { $0.contains("only the first 20000") }, "\(imported.warnings)")
        let scene = Scene(name: "hostile", canvas: Canvas(width: 100, height: 100), duration: 2)
        scene.addLayer(imported.root)
        _ = try scene.timeline()
    }

    @Test("Malformed properties are left at their defaults; a wrong top level is an error naming it", arguments: [
        (#"{"fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":{}}"#, "$.layers"),
        (#"{"fr":30,"ip":0,"op":10,"w":-1,"h":10,"layers":[]}"#, "$.w, $.h"),
        (#"{"fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[],"assets":"x"}"#, "$.assets"),
        ("[1, 2", "not JSON"),
    ])
    func badTopLevel(_ text: String, _ named: String) {
        #expect(throws: LottieImportError.self) { try LottieImport(json: Array(text.utf8)) }
        do { _ = try LottieImport(json: Array(text.utf8)) } catch { #expect(error.message.contains(named), "\(error.message)") }
    }

    @Test("Every shape and layer property given the wrong kind of value still imports")
    func wrongKinds() throws {
        let garbage = #"{"a":1,"k":[{"t":"x"},{"s":"y"},5,null]}"#
        let shapes = "[" + ["rc", "el", "sr", "sh", "fl", "st", "gf", "gs", "tm", "rp", "gr", "tr", "zz"].map { type in
            #"{"ty":"\#(type)","p":\#(garbage),"s":\#(garbage),"ks":\#(garbage),"c":\#(garbage),"o":\#(garbage),"w":\#(garbage),"g":\#(garbage),"it":5,"d":"x"}"#
        }.joined(separator: ",") + "]"
        let layer = shapeLayer(shapes, extra: #","masksProperties":[{"mode":"s","pt":5,"o":"x"}],"tt":1"#)
        let imported = try LottieImport(json: document(layers: "[\(shapeLayer("[]", index: 2)), \(layer)]"))
        let scene = Scene(name: "garbage", canvas: Canvas(width: 100, height: 100), duration: 1)
        scene.addLayer(imported.root)
        _ = try scene.timeline()
        #expect(imported.warnings.contains { $0.contains("zig zag (\"zz\") is not drawn") }, "\(imported.warnings)")
    }
}
