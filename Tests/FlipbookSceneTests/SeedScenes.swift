import FlipbookScene
import FlipbookTiming

/// The pull-to-refresh seed built in Swift on the scene engine's own API (drivers, triggers
/// and a state machine, which the scene file spells in JSON); `Assets/scenes/pull-to-refresh.json`
/// must give the same timeline. The other seeds are iOS code in Examples/UIKitSeeds, checked
/// against their files by FlipbookUIKitTests.
enum SeedScenes {
    /// A view's layer at a frame (what `UIView(frame:)` makes): changes inside animation
    /// blocks animate the UIKit way.
    static func viewLayer(_ id: String, _ frame: Rect, kind: LayerKind = .layer) -> Layer {
        let layer = Layer(id: id, kind: kind)
        layer.isViewBacked = true
        layer.bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        layer.position = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        return layer
    }

    /// Sets a view property the UIKit way (animated inside a block).
    static func set(_ layer: Layer, _ property: LayerProperty, _ value: AnimationValue) {
        layer.changeAsView(LayerKeyPath(property), to: value)
    }

    /// The view's affine transform turned by an angle, as `transform.rotated(by:)` does.
    static func rotated(_ layer: Layer, by angle: Double) -> AnimationValue {
        .transform(Transform3D(layer.transform.affine.rotated(by: angle)))
    }

    /// A picture in Assets/images, named as the scene files name it (relative to Assets/scenes).
    static func image(_ name: String) -> String { "../images/\(name)" }
}

extension SeedScenes {
    /// Seed 6: a pull-to-refresh header driven by a scripted drag (MJRefresh's rules).
    static func pullToRefresh(pullDistance: Double = 90) -> Scene {
        let scene = Scene(name: "pull-to-refresh", canvas: Canvas(width: 375, height: 300), duration: 6)
        let scroll = viewLayer("scroll", Rect(x: 0, y: 0, width: 375, height: 300))
        // A scroll view clips to its bounds, as UIScrollView does.
        scroll[.masksToBounds] = .bool(true)
        let content = viewLayer("content", Rect(x: 0, y: 0, width: 375, height: 300))
        content.backgroundColor = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        content[.masksToBounds] = .bool(true)
        let feed = viewLayer("feed", Rect(x: 0, y: 0, width: 375, height: 304), kind: .image)
        feed[.contents] = .string(image("weibo-feed@3x.png"))
        let header = viewLayer("header", Rect(x: 0, y: -64, width: 375, height: 64))
        let arrow = viewLayer("arrow", Rect(x: 110, y: 17, width: 15, height: 30), kind: .image)
        arrow[.contents] = .string(image("refresh-arrow@3x.png"))
        let icon = viewLayer("icon", Rect(x: 68, y: 17, width: 30, height: 30), kind: .image)
        icon[.contents] = .string(image("refresh-spinner@3x.png"))
        icon.opacity = 0
        let label = viewLayer("label", Rect(x: 140, y: 13, width: 160, height: 20), kind: .text)
        label[.string] = .string("下拉刷新")
        label[.fontSize] = .number(14)
        label[.foregroundColor] = .color(Color(red8: 0x33, green8: 0x33, blue8: 0x33))
        label[.truncationMode] = .string("end")  // a UILabel's, as in the file
        let updated = viewLayer("updated", Rect(x: 140, y: 33, width: 200, height: 18), kind: .text)
        updated[.string] = .string("最后更新：今天 9:41")
        updated[.fontSize] = .number(12)
        updated[.foregroundColor] = .color(Color(red8: 0x8E, green8: 0x8E, blue8: 0x93))
        updated[.truncationMode] = .string("end")
        scroll.addSublayer(content)
        content.addSublayer(feed)
        scroll.addSublayer(header)
        header.addSublayer(arrow)
        header.addSublayer(icon)
        header.addSublayer(label)
        header.addSublayer(updated)
        scene.addLayer(scroll)

        let offsetPath = LayerKeyPath("bounds.origin.y")!
        scene.flags["dragging"] = true
        scene.drive(scroll, offsetPath, through: [(0, 0), (0.8, -pullDistance), (1.2, -pullDistance)])
        scene.at(1.2, step: "release") { scene.flags["dragging"] = false }
        let offset = { scene.presentationValue(of: scroll, at: offsetPath).number ?? 0 }
        let fraction = { -offset() / 64 }

        let states = scene.stateMachine("header", initial: "idle")
        states.onEnter("idle") {
            label[.string] = .string("下拉刷新")
            icon.removeAnimation(forKey: "spin")
            scene.flags["spinning"] = false
            arrow.setHidden(false)
            set(icon, .opacity, .number(0))
        }
        states.onEnter("pulling") { label[.string] = .string("松开加载更多") }
        states.onEnter("refreshing") {
            label[.string] = .string("加载中...")
            arrow.setHidden(true)
            scene.animate(withDuration: 0.25) { scroll.changeAsView(offsetPath, to: .number(-64)) }
        }
        scene.at(3.2, step: "endRefreshing") {
            scene.animate(withDuration: 0.4, animations: { scroll.changeAsView(offsetPath, to: .number(0)) },
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
            set(icon, .opacity, .number(1))
            icon.add(spin, forKey: "spin")
        }
        scene.trigger("spinStop", subject: "icon", reporting: fraction,
                      when: { fraction() < 0.8 && scene.flags["spinning"] == true && !states.isIn("refreshing") }) {
            scene.flags["spinning"] = false
            set(icon, .opacity, .number(0))
            icon.removeAnimation(forKey: "spin")
        }
        scene.trigger("arrowDown", subject: "arrow", reporting: offset,
                      when: { offset() < -50 && scene.flags["arrowDown"] != true }) {
            scene.flags["arrowDown"] = true
            scene.animate(withDuration: 2.0) { set(arrow, .transform, rotated(arrow, by: .pi - 0.01)) }
        }
        scene.trigger("arrowUp", subject: "arrow", reporting: offset,
                      when: { offset() >= -50 && scene.flags["arrowDown"] == true && !states.isIn("refreshing") }) {
            scene.flags["arrowDown"] = false
            scene.animate(withDuration: 2.0) { set(arrow, .transform, rotated(arrow, by: .pi + 0.01)) }
        }
        // Released short of refreshing, the scroll view bounces back.
        scene.trigger("bounce", subject: "scroll", reporting: offset,
                      when: { !dragging() && states.isIn("idle") && offset() < 0 }) {
            scene.animate(withDuration: 0.4) { scroll.changeAsView(offsetPath, to: .number(0)) }
        }
        return scene
    }
}
