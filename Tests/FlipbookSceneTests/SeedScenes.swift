import FlipbookScene
import FlipbookTiming

/// The UIKit seed scenes written in Swift, as a port of their iOS code; the JSON files in
/// Assets/scenes must give the same timelines.
enum SeedScenes {
    /// Seed 2: an arrow turned by π − 0.01 and then by π + 0.01.
    static func arrowFlip() -> Scene {
        let scene = Scene(name: "arrow-flip", canvas: Canvas(width: 375, height: 100), duration: 4.8)
        let arrow = View(id: "arrow", frame: Rect(x: 172.5, y: 35, width: 30, height: 30))
        arrow.backgroundColor = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)
        scene.addView(arrow)
        scene.at(0.2) {
            scene.animate(withDuration: 2.0) { arrow.transform = arrow.transform.rotated(by: .pi - 0.01) }
        }
        scene.at(2.6) {
            scene.animate(withDuration: 2.0) { arrow.transform = arrow.transform.rotated(by: .pi + 0.01) }
        }
        return scene
    }

    /// Seed 3: a needle swinging ±π/3 in 0.4 s legs until a stop flag is set, then back to 0.
    static func gauge() -> Scene {
        let scene = Scene(name: "gauge", canvas: Canvas(width: 375, height: 200), duration: 2.6)
        let gauge = View(id: "gauge", frame: Rect(x: 137.5, y: 50, width: 100, height: 100))
        gauge.layer[.cornerRadius] = .number(50)
        gauge.layer[.borderWidth] = .number(4)
        let needle = View(id: "needle", frame: Rect(x: 185.5, y: 60, width: 4, height: 50))
        needle.layer.anchorPoint = Point(x: 0.5, y: 1)
        needle.center = Point(x: 187.5, y: 100)
        needle.backgroundColor = Color(red: 1, green: 0, blue: 0)
        scene.addView(gauge)
        scene.addView(needle)
        func swing(to angle: Double) {
            guard scene.flags["stop"] != true else { return }
            scene.animate(withDuration: 0.4, animations: { needle.transform = Transform2D(rotationAngle: angle) },
                          completion: { _ in if scene.flags["stop"] != true { swing(to: -angle) } })
        }
        scene.at(0, step: "start") { swing(to: .pi / 3) }
        scene.at(1.8, step: "stop") {
            scene.flags["stop"] = true
            scene.animate(withDuration: 0.4) { needle.transform = .identity }
        }
        return scene
    }

    /// Seed 000: a tip label sliding out from under the navigation bar and back.
    static func tipLabel(count: Int = 5) -> Scene {
        let scene = Scene(name: "tip-label", canvas: Canvas(width: 375, height: 120), duration: 4.5)
        let tip = View(id: "tip", frame: Rect(x: 0, y: 20, width: 375, height: 44), kind: .text)
        tip.layer[.string] = .string(count == 0 ? "没有更多数据" : "刷新到\(count)条数据")
        tip.layer[.fontSize] = .number(14)
        tip.layer[.foregroundColor] = .color(.white)
        tip.layer[.alignmentMode] = .string("center")
        tip.backgroundColor = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
        tip.isHidden = true
        let navbar = View(id: "navbar", frame: Rect(x: 0, y: 0, width: 375, height: 64))
        navbar.backgroundColor = Color(red8: 0xF8, green8: 0xF8, blue8: 0xF8)
        scene.addView(tip)
        scene.addView(navbar)
        scene.at(0.2) {
            tip.isHidden = false
            scene.animate(withDuration: 1.0, animations: {
                tip.transform = tip.transform.translatedBy(x: 0, y: 44)
            }, completion: { _ in
                scene.animate(withDuration: 1.0, delay: 2.0, animations: { tip.transform = .identity },
                              completion: { _ in tip.isHidden = true })
            })
        }
        return scene
    }

    /// Seed 002: a banner below the navigation bar, sliding down and back (linear), then removed.
    static func newStatusBanner(count: Int = 5) -> Scene {
        let scene = Scene(name: "new-status-banner", canvas: Canvas(width: 375, height: 120), duration: 3.4)
        let navbar = View(id: "navbar", frame: Rect(x: 0, y: 0, width: 375, height: 64))
        navbar.backgroundColor = Color(red8: 0xF8, green8: 0xF8, blue8: 0xF8)
        let banner = View(id: "banner", frame: Rect(x: 0, y: 29, width: 375, height: 35), kind: .text)
        banner.layer[.string] = .string(count == 0 ? "沒有新的微博數據，稍後再試" : "共有\(count)條新的微博數據")
        banner.layer[.fontSize] = .number(16)
        banner.layer[.foregroundColor] = .color(.white)
        banner.layer[.alignmentMode] = .string("center")
        banner.layer[.backgroundPattern] = .string("../images/banner-pattern.png")
        scene.addView(navbar)
        scene.insertView(banner, below: navbar)
        scene.at(0.2) {
            scene.animate(withDuration: 1.0, animations: {
                banner.transform = banner.transform.translatedBy(x: 0, y: 35)
            }, completion: { _ in
                scene.animate(withDuration: 1.0, delay: 1.0, options: .curveLinear,
                              animations: { banner.transform = .identity },
                              completion: { _ in banner.removeFromSuperview() })
            })
        }
        return scene
    }
}
