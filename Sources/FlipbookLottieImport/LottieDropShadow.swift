import FlipbookScene
import FlipbookTiming
import Foundation

/// A layer's drop shadow as lottie-ios's Core Animation engine draws it
/// (`DropShadowAnimation.swift`): Core Animation's own shadow on the layer, cast by everything
/// the layer draws and cut by its masks. It comes from After Effects' Drop Shadow effect (`ef`,
/// type 25) or, when the layer has none, a drop shadow layer style (`sy`, type 1), with
/// lottie-ios's conversions:
///
/// | | effect | layer style |
/// |---|---|---|
/// | colour | "Shadow Color" | `c` |
/// | opacity | "Opacity", 0–255 | `o`, 0–100 |
/// | offset | "Distance" along "Direction" − 90° (After Effects' 180° is straight down) | `d` along `a` (90° is straight down) |
/// | blur radius | "Softness" ÷ 5 | size `s` ÷ 2 |
///
/// The two divisors are lottie-ios's ("visually similar" to After Effects, it says): After
/// Effects' softness has no exact Core Animation equivalent.
struct LottieDropShadow {
    let color: LottieAnimatable?
    /// Opacity as a fraction of `opacityScale`.
    let opacity: LottieAnimatable?
    let opacityScale: Double
    /// Degrees from +x towards +y (down), before `angleShift`.
    let angle: LottieAnimatable?
    let angleShift: Double
    let distance: LottieAnimatable?
    /// Core Animation's shadow radius is this property divided by `radiusDivisor`.
    let radius: LottieAnimatable?
    let radiusDivisor: Double
    /// "Shadow Only" is on: After Effects then hides the layer itself, which Core Animation cannot.
    let shadowOnly: Bool

    /// The layer's drop shadow effect (enabled), else its drop shadow layer style; nil when it has neither.
    init?(of layer: LottieJSON) {
        if let effect = (layer["ef"]?.array ?? []).first(where: { Self.isDropShadowEffect($0) && $0["en"]?.number != 0 }) {
            let parameters = effect["ef"]?.array ?? []
            // By After Effects' match name (the same in every language), else by name, else by place.
            func parameter(_ number: Int, _ name: String) -> LottieAnimatable? {
                let found = parameters.first { $0["mn"]?.string == "ADBE Drop Shadow-000\(number)" }
                    ?? parameters.first { $0["nm"]?.string == name }
                    ?? (number <= parameters.count ? parameters[number - 1] : nil)
                return LottieAnimatable(found?["v"])
            }
            color = parameter(1, "Shadow Color")
            opacity = parameter(2, "Opacity")
            opacityScale = 255
            angle = parameter(3, "Direction")
            angleShift = -90
            distance = parameter(4, "Distance")
            radius = parameter(5, "Softness")
            radiusDivisor = 5
            shadowOnly = (parameter(6, "Shadow Only")?.first.first ?? 0) != 0
        } else if let style = (layer["sy"]?.array ?? []).first(where: { $0["ty"]?.integer == 1 }) {
            color = LottieAnimatable(style["c"])
            opacity = LottieAnimatable(style["o"])
            opacityScale = 100
            angle = LottieAnimatable(style["a"])
            angleShift = 0
            distance = LottieAnimatable(style["d"])
            radius = LottieAnimatable(style["s"])
            radiusDivisor = 2
            shadowOnly = false
        } else {
            return nil
        }
    }

    static func isDropShadowEffect(_ effect: LottieJSON) -> Bool {
        effect["ty"]?.integer == 25 || effect["mn"]?.string == "ADBE Drop Shadow"
    }

    /// Sets or animates the layer's shadow.
    func apply(to layer: Layer, named name: String, with animations: LottieAnimationBuilder, context: LottieImportContext) {
        if shadowOnly { context.warn("\(name): a drop shadow's \"Shadow Only\" is drawn with the layer too (as lottie-ios draws it)") }
        layer[.shadowColor] = .color(.black)
        if let color {
            animations.apply(color, to: layer, at: LayerKeyPath(.shadowColor)) { .color(LottieShapeBuilder.color($0)) }
        }
        let scale = opacityScale
        let opacity = self.opacity ?? LottieAnimatable(constant: [scale])
        animations.apply(opacity, to: layer, at: LayerKeyPath(.shadowOpacity)) { .number(min(max(($0.first ?? 0) / scale, 0), 1)) }
        if let radius {
            let divisor = radiusDivisor
            animations.apply(radius, to: layer, at: LayerKeyPath(.shadowRadius)) { .number(max(($0.first ?? 0) / divisor, 0)) }
        }
        // The offset combines two properties: sampled at every frame where either moves.
        let angle = self.angle ?? LottieAnimatable(constant: [90 - angleShift])
        let distance = self.distance ?? LottieAnimatable(constant: [0])
        let shift = angleShift
        func offset(at frame: Double) -> AnimationValue {
            let radians = ((angle.value(at: frame).first ?? 0) + shift) * .pi / 180
            let length = distance.value(at: frame).first ?? 0
            return .size(Size(width: length * cos(radians), height: length * sin(radians)))
        }
        let moving = [angle, distance].filter(\.isAnimated).flatMap { [$0.keyframes[0].frame, $0.keyframes[$0.keyframes.count - 1].frame] }
        if let first = moving.min(), let last = moving.max() {
            animations.sampled(from: first, to: last, on: layer, at: LayerKeyPath(.shadowOffset), offset)
        } else {
            layer[.shadowOffset] = offset(at: 0)
        }
    }
}
