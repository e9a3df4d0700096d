import Foundation
import Testing
import FlipbookScene
@testable import FlipbookUIKit

@MainActor
private func sparkle() -> CGImage? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }.cgImage
}

@Suite("CAEmitterLayer: particles as sublayers on the recording's clock", .expectsProblems)
@MainActor
struct EmitterLayerTests {
    @Test("Particles are born 1/rate s apart from time 0, fly the parabola p0 + v·t + a·t²/2, fade at alphaSpeed and leave at the end of their lifetime")
    func flight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 1
        cell.velocity = 100
        cell.yAcceleration = 200
        cell.alphaSpeed = -0.5
        cell.contents = sparkle()
        emitter.emitterCells = [cell]
        host.layer.addSublayer(emitter)
        var firstID = ""
        var countAtOne = 0
        let timeline = window.record(duration: 2) { clock in
            clock.wait(0.15)
            firstID = emitter.sublayers?.first?.engine.id ?? ""
            clock.wait(0.85)
            countAtOne = emitter.sublayers?.count ?? 0
            emitter.birthRate = 0
            clock.wait(1)
        }
        #expect(!firstID.isEmpty)
        // Born at 0.1 s; half a second later: 100 + 100·0.5 across, 100 + 200·0.25/2 down.
        let x = timeline.value(ofLayer: firstID, at: LayerKeyPath("position.x")!, time: 0.6)?.number ?? .nan
        let y = timeline.value(ofLayer: firstID, at: LayerKeyPath("position.y")!, time: 0.6)?.number ?? .nan
        #expect(abs(x - 150) < 1e-6 && abs(y - 125) < 1e-6, "\(x), \(y)")
        #expect(abs((timeline.value(ofLayer: firstID, at: LayerKeyPath("opacity")!, time: 0.6)?.number ?? 0) - 0.75) < 1e-6, "fading 0.5 a second")
        #expect(countAtOne == 10, "births at 0.1 … 1.0 s, the first not yet gone at 1.0 s")
        #expect(emitter.sublayers?.isEmpty ?? true, "all gone a lifetime after the births stopped")
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
    }

    @Test("The same seed gives the same particles; spreads stay within their ranges")
    func seeded() {
        func positions(seed: UInt32) -> [CGPoint] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let emitter = CAEmitterLayer()
            emitter.seed = seed
            emitter.emitterPosition = CGPoint(x: 150, y: 150)
            emitter.emitterShape = .circle
            emitter.emitterMode = .outline
            emitter.emitterSize = CGSize(width: 100, height: 100)
            let cell = CAEmitterCell()
            cell.birthRate = 20
            cell.lifetime = 5
            cell.contents = sparkle()
            emitter.emitterCells = [cell]
            window.layer.addSublayer(emitter)
            let host = UIView(frame: window.bounds)
            window.addSubview(host)
            host.layer.addSublayer(emitter)
            var found: [CGPoint] = []
            _ = window.record(duration: 1) { clock in
                clock.wait(1)
                found = (emitter.sublayers ?? []).map(\.position)
            }
            return found
        }
        let first = positions(seed: 7), again = positions(seed: 7), other = positions(seed: 8)
        #expect(first.count == 20 && first == again && first != other)
        #expect(first.allSatisfy { abs(hypot($0.x - 150, $0.y - 150) - 50) < 1e-6 }, "born on the circle's edge")
    }

    @Test("Colour speeds and movement out of the plane are warnings on the emitter's layer")
    func unmodelled() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let emitter = CAEmitterLayer()
        emitter.name = "sparks"
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.birthRate = 1
        cell.lifetime = 1
        cell.redSpeed = -0.5
        cell.zAcceleration = 10
        emitter.emitterCells = [cell]
        host.layer.addSublayer(emitter)
        let timeline = window.record(duration: 0.1) { _ in }
        #expect(timeline.problems.count == 1)
        #expect(timeline.problems.first?.contains("emitter cell 'spark' uses what is not modelled: colour speeds") == true)
        #expect(timeline.problems.first?.contains("zAcceleration") == true)
    }
}

