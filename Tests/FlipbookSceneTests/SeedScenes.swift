import FlipbookScene
import FlipbookTiming

/// The UIKit seed scenes written in Swift, as a port of their iOS code; the JSON files in
/// Assets/scenes must give the same timelines.
enum SeedScenes {
    /// The refresh arrow: a grey down-pointing arrow, stroked with round caps.
    static func styleArrow(_ arrow: View) {
        arrow.layer[.path] = .path(try! SVGPathParser.parse("M7.5 2 L7.5 28 M1.5 21 L7.5 28 L13.5 21"))
        arrow.layer[.fillColor] = .color(.clear)
        arrow.layer[.strokeColor] = .color(Color(red8: 0x8E, green8: 0x8E, blue8: 0x93))
        arrow.layer[.lineWidth] = .number(2.5)
        arrow.layer[.lineCap] = .string("round")
        arrow.layer[.lineJoin] = .string("round")
    }

    /// Seed 2: an arrow turned by π − 0.01 and then by π + 0.01.
    static func arrowFlip() -> Scene {
        let scene = Scene(name: "arrow-flip", canvas: Canvas(width: 375, height: 100), duration: 4.8)
        let arrow = View(id: "arrow", frame: Rect(x: 180, y: 35, width: 15, height: 30), kind: .shape)
        styleArrow(arrow)
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
        tip.layer[.truncationMode] = .string("end")
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
        banner.layer[.truncationMode] = .string("end")
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

extension SeedScenes {
    /// Seed 6: a pull-to-refresh header driven by a scripted drag (MJRefresh's rules).
    static func pullToRefresh(pullDistance: Double = 90) -> Scene {
        let scene = Scene(name: "pull-to-refresh", canvas: Canvas(width: 375, height: 300), duration: 6)
        let scroll = View(id: "scroll", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        let content = View(id: "content", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        content.backgroundColor = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        let header = View(id: "header", frame: Rect(x: 0, y: -64, width: 375, height: 64))
        let arrow = View(id: "arrow", frame: Rect(x: 110, y: 17, width: 15, height: 30), kind: .shape)
        styleArrow(arrow)
        let icon = View(id: "icon", frame: Rect(x: 68, y: 17, width: 30, height: 30), kind: .shape)
        icon.layer[.path] = .path(try! SVGPathParser.parse("M15 3 L27 25 L3 25 Z"))
        icon.layer[.fillColor] = .color(Color(red8: 0x8E, green8: 0x8E, blue8: 0x93))
        icon.layer[.lineJoin] = .string("round")
        icon.alpha = 0
        let label = View(id: "label", frame: Rect(x: 140, y: 20, width: 160, height: 24), kind: .text)
        label.layer[.string] = .string("下拉刷新")
        label.layer[.fontSize] = .number(14)
        label.layer[.foregroundColor] = .color(Color(red8: 0x33, green8: 0x33, blue8: 0x33))
        scroll.addSubview(content)
        scroll.addSubview(header)
        header.addSubview(arrow)
        header.addSubview(icon)
        header.addSubview(label)
        scene.addView(scroll)

        let offsetPath = LayerKeyPath("bounds.origin.y")!
        scene.flags["dragging"] = true
        scene.drive(scroll.layer, offsetPath, through: [(0, 0), (0.8, -pullDistance), (1.2, -pullDistance)])
        scene.at(1.2, step: "release") { scene.flags["dragging"] = false }
        let offset = { scene.presentationValue(of: scroll.layer, at: offsetPath).number ?? 0 }
        let fraction = { -offset() / 64 }

        let states = scene.stateMachine("header", initial: "idle")
        states.onEnter("idle") {
            label.layer[.string] = .string("下拉刷新")
            icon.layer.removeAnimation(forKey: "spin")
            scene.flags["spinning"] = false
            arrow.isHidden = false
            icon.alpha = 0
        }
        states.onEnter("pulling") { label.layer[.string] = .string("松开加载更多") }
        states.onEnter("refreshing") {
            label.layer[.string] = .string("加载中...")
            arrow.isHidden = true
            scene.animate(withDuration: 0.25) { scroll.change(offsetPath, to: .number(-64)) }
        }
        scene.at(3.2, step: "endRefreshing") {
            scene.animate(withDuration: 0.4, animations: { scroll.change(offsetPath, to: .number(0)) },
                          completion: { _ in states.enter("idle") })
        }

        let dragging = { scene.flags["dragging"] == true }
        scene.trigger("pull", subject: "header", reporting: offset,
                      when: { dragging() && offset() < -64 && states.isIn("idle") }) { states.enter("pulling") }
        scene.trigger("unpull", subject: "header", reporting: offset,
                      when: { dragging() && offset() >= -64 && states.isIn("pulling") }) { states.enter("idle") }
        scene.trigger("release", subject: "header", reporting: offset,
                      when: { !dragging() && states.isIn("pulling") }) { states.enter("refreshing") }

        var spin = Animation.basic(LayerKeyPath("transform.rotation.z")!, from: .number(0), to: .number(2 * .pi))
        spin.duration = 1
        spin.repeatCount = .infinity
        scene.trigger("spinStart", subject: "icon", reporting: fraction,
                      when: { fraction() >= 0.8 && scene.flags["spinning"] != true }) {
            scene.flags["spinning"] = true
            icon.alpha = 1
            icon.layer.add(spin, forKey: "spin")
        }
        scene.trigger("spinStop", subject: "icon", reporting: fraction,
                      when: { fraction() < 0.8 && scene.flags["spinning"] == true && !states.isIn("refreshing") }) {
            scene.flags["spinning"] = false
            icon.alpha = 0
            icon.layer.removeAnimation(forKey: "spin")
        }
        scene.trigger("arrowDown", subject: "arrow", reporting: offset,
                      when: { offset() < -50 && scene.flags["arrowDown"] != true }) {
            scene.flags["arrowDown"] = true
            scene.animate(withDuration: 2.0) { arrow.transform = arrow.transform.rotated(by: .pi - 0.01) }
        }
        scene.trigger("arrowUp", subject: "arrow", reporting: offset,
                      when: { offset() >= -50 && scene.flags["arrowDown"] == true && !states.isIn("refreshing") }) {
            scene.flags["arrowDown"] = false
            scene.animate(withDuration: 2.0) { arrow.transform = arrow.transform.rotated(by: .pi + 0.01) }
        }
        // Released short of refreshing, the scroll view bounces back.
        scene.trigger("bounce", subject: "scroll", reporting: offset,
                      when: { !dragging() && states.isIn("idle") && offset() < 0 }) {
            scene.animate(withDuration: 0.4) { scroll.change(offsetPath, to: .number(0)) }
        }
        return scene
    }
}
