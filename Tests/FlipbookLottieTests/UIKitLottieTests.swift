import FlipbookGolden
import FlipbookLottie
import FlipbookRender
import FlipbookUIKit
import Foundation
import Testing

/// UIKit code, recorded on the virtual clock, exported as Lottie: the block's curve becomes the
/// keyframe's tangents, and a current player plays what Flipbook draws.
@Suite("UIKit recordings as Lottie")
@MainActor
struct UIKitLottieTests {
    @Test("UIView.animate with .curveEaseIn: the position keyframe carries 0.42,0 / 1,1, and a current player matches",
          .enabled(if: CurrentLottiePlayer.isAvailable, CurrentLottiePlayer.unavailableReason))
    func animateBlock() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 30, width: 40, height: 40))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 8
        window.addSubview(box)
        let timeline = window.record(duration: 1.5) { clock in
            UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn]) { box.center.x = 150 }
            clock.wait(1)
            box.alpha = 0.5  // outside a block: a jump at 1 s
        }
        let fonts = try FontConfiguration()
        let export = try LottieExporter.export(timeline, fps: 30, fonts: fonts, markers: timeline.keyInstants)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(export.document.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        let null = try #require(layers.first { $0["nm"] as? String == "box" && $0["ty"] as? Int == 3 })
        let position = try #require((null["ks"] as? [String: Any])?["p"] as? [String: Any])
        let keyframes = try #require(position["k"] as? [[String: Any]])
        #expect(keyframes.count == 2, "one eased keyframe and the hold that ends it: \(keyframes)")
        let out = try #require(keyframes.first?["o"] as? [String: [Double]]), into = try #require(keyframes.first?["i"] as? [String: [Double]])
        #expect(out["x"] == [0.42] && out["y"] == [0] && into["x"] == [1] && into["y"] == [1])
        #expect((keyframes.first?["s"] as? [Double]) == [30, 50] && (keyframes.last?["s"] as? [Double]) == [150, 50])
        // The alpha jump is a hold: the background's opacity keyframes at 1 s.
        let background = try #require(layers.first { $0["nm"] as? String == "box background" })
        let opacity = try #require((background["ks"] as? [String: Any])?["o"] as? [String: Any])
        let steps = try #require(opacity["k"] as? [[String: Any]])
        #expect(steps.map { $0["s"] as? [Double] } == [[100], [50]] && steps.first?["h"] as? Int == 1)

        let frames = [0, 8, 15, 30, 45]
        let reference = try CurrentLottiePlayer.frames(ofJSON: export.document, frames: frames, scales: [2])
        let renderer = Renderer(fonts: fonts, scale: 2, reusesPreviousFrame: false)
        for frame in frames {
            let ours = try renderer.renderRGBA(timeline.presentation(at: Double(frame) / 30))
            let theirs = try #require(reference["\(frame)@2"])
            let db = CurrentLottiePlayer.psnr(premultiplied: ours, against: theirs)
            #expect(db >= 35, "frame \(frame): \(db) dB")
        }
    }
}
