import Foundation
import FlipbookScene

/// A `CAEmitterLayer`'s particles in one recording: births on the clock, each particle a
/// sublayer with its flight as animations (exact keyframes of its coordinates), removed at
/// its death.
@MainActor
final class ParticleEmission {
    private weak var emitter: CAEmitterLayer?
    private let scene: Scene
    private var random: SplitMix
    private var stopped = false

    init(emitter: CAEmitterLayer, scene: Scene) {
        self.emitter = emitter
        self.scene = scene
        random = SplitMix(seed: UInt64(emitter.seed))
    }

    func start() {
        guard let emitter else { return }
        for cell in emitter.emitterCells ?? [] {
            var kept: [String] = []
            if cell.redSpeed != 0 || cell.greenSpeed != 0 || cell.blueSpeed != 0 { kept.append("colour speeds (a particle keeps its colour)") }
            if cell.emissionLatitude != 0 || cell.zAcceleration != 0 { kept.append("emissionLatitude and zAcceleration (particles move in the layer's plane)") }
            if !kept.isEmpty {
                emitter.report("emitter cell \(cell.name.map { "'\($0)' " } ?? "")uses what is not modelled: \(kept.joined(separator: "; "))", isWarning: true)
            }
        }
        for (index, cell) in (emitter.emitterCells ?? []).enumerated() {
            scheduleBirth(of: cell, index: index, number: 0, from: scene.now + cell.beginTime)
        }
    }

    func stop() { stopped = true }

    /// Births of `cell`, `1 / rate` seconds apart; each reads the rate again, so a birth rate
    /// set to 0 stops them.
    private func scheduleBirth(of cell: CAEmitterCell, index: Int, number: Int, from start: TimeInterval) {
        guard let emitter else { return }
        let rate = Double(cell.birthRate) * Double(emitter.birthRate)
        guard rate > 0, rate.isFinite else { return }
        let time = start + Double(number + 1) / rate
        if cell.duration > 0, time > start + cell.duration { return }
        scene.at(time) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.stopped, let emitter = self.emitter, cell.isEnabled else { return }
                let now = Double(cell.birthRate) * Double(emitter.birthRate)
                guard now > 0 else { return }
                self.bear(cell, at: time)
                self.scheduleBirth(of: cell, index: index, number: number + 1, from: start)
            }
        }
    }

    /// A particle of `cell` born now.
    private func bear(_ cell: CAEmitterCell, at time: TimeInterval) {
        guard let emitter else { return }
        let lifetime = Double(max(cell.lifetime + spread(cell.lifetimeRange), 0) * emitter.lifetime)
        guard lifetime > 0 else { return }
        let origin = birthPlace(in: emitter)
        let angle = cell.emissionLongitude + CGFloat(spread(Float(cell.emissionRange / 2)))
        let speed = (cell.velocity + CGFloat(spread(Float(cell.velocityRange)))) * CGFloat(emitter.velocity)
        let v = CGPoint(x: cos(angle) * speed, y: sin(angle) * speed)
        let a = CGPoint(x: cell.xAcceleration, y: cell.yAcceleration)
        let scale = max(cell.scale + CGFloat(spread(Float(cell.scaleRange))), 0) * CGFloat(emitter.scale)
        let spin = (cell.spin + CGFloat(spread(Float(cell.spinRange)))) * CGFloat(emitter.spin)
        let alpha = Double(CGFloat(cell.color?.alpha ?? 1)) + Double(spread(cell.alphaRange))

        let particle = CALayer()
        let image = cell.contents as? CGImage
        let size = image.map { CGSize(width: CGFloat($0.width) / max(cell.contentsScale, 0.01) * cell.contentsRect.width,
                                      height: CGFloat($0.height) / max(cell.contentsScale, 0.01) * cell.contentsRect.height) } ?? .zero
        particle.bounds = CGRect(origin: .zero, size: size)
        particle.position = origin
        particle.contents = tinted(image, by: cell, red: spread(cell.redRange), green: spread(cell.greenRange), blue: spread(cell.blueRange))
        particle.opacity = Float(min(max(alpha, 0), 1))
        particle.transform = CATransform3DMakeScale(scale, scale, 1)
        emitter.addSublayer(particle)

        let t = CGFloat(lifetime)
        var animations: [CAAnimation] = [
            Self.flight("position.x", from: origin.x, velocity: v.x, acceleration: a.x, duration: lifetime),
            Self.flight("position.y", from: origin.y, velocity: v.y, acceleration: a.y, duration: lifetime),
        ]
        if cell.alphaSpeed != 0 {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(min(max(alpha, 0), 1))
            fade.toValue = Float(min(max(alpha + Double(cell.alphaSpeed) * lifetime, 0), 1))
            animations.append(fade)
        }
        if cell.scaleSpeed != 0 || spin != 0 {
            let grow = CABasicAnimation(keyPath: "transform")
            let endScale = max(scale + cell.scaleSpeed * t, 0)
            grow.fromValue = CATransform3DMakeScale(scale, scale, 1)
            grow.toValue = CATransform3DRotate(CATransform3DMakeScale(endScale, endScale, 1), spin * t, 0, 0, 1)
            animations.append(grow)
        }
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = lifetime
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        for case let animation as CABasicAnimation in animations { animation.timingFunction = CAMediaTimingFunction(name: .linear) }
        particle.add(group, forKey: "flight")
        scene.at(time + lifetime) { MainActor.assumeIsolated { particle.removeFromSuperlayer() } }
    }

    /// A coordinate under constant acceleration, f(t) = f0 + v·t + a·t²/2, as keyframes that
    /// are exact: its two halves are each a quadratic of time, which a timing curve with control
    /// points (1/3, α/3) and (2/3, (α + 1)/3) draws exactly (α being the half's share of its
    /// change that comes from its starting speed: the quadratic Bézier (0, α/2, 1) raised to a
    /// cubic, with time running linearly).
    static func flight(_ keyPath: String, from f0: CGFloat, velocity v: CGFloat, acceleration a: CGFloat, duration: Double) -> CAKeyframeAnimation {
        let h = CGFloat(duration / 2)
        func f(_ t: CGFloat) -> CGFloat { f0 + v * t + a * t * t / 2 }
        var curves: [CAMediaTimingFunction] = []
        for start in [CGFloat(0), h] {
            let change = f(start + h) - f(start)
            let startSpeed = v + a * start
            guard abs(change) > 1e-9 else {
                curves.append(CAMediaTimingFunction(name: .linear))
                continue
            }
            let alpha = Float(startSpeed * h / change)
            curves.append(CAMediaTimingFunction(controlPoints: 1.0 / 3, alpha / 3, 2.0 / 3, (alpha + 1) / 3))
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = [f(0), f(h), f(2 * h)]
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = curves
        animation.duration = duration
        return animation
    }

    /// Where a particle is born, by the emitter's shape and mode.
    private func birthPlace(in emitter: CAEmitterLayer) -> CGPoint {
        let center = emitter.emitterPosition, size = emitter.emitterSize
        let mode = emitter.emitterMode
        guard mode != .points else { return center }
        switch emitter.emitterShape {
        case .line:
            return CGPoint(x: center.x + CGFloat(spread(Float(size.width / 2))), y: center.y)
        case .rectangle, .cuboid:
            if mode == .outline {
                // A point on the perimeter, chosen by length.
                let perimeter = 2 * (size.width + size.height)
                var d = CGFloat(unit()) * perimeter
                let (left, top) = (center.x - size.width / 2, center.y - size.height / 2)
                if d < size.width { return CGPoint(x: left + d, y: top) }
                d -= size.width
                if d < size.height { return CGPoint(x: left + size.width, y: top + d) }
                d -= size.height
                if d < size.width { return CGPoint(x: left + size.width - d, y: top + size.height) }
                return CGPoint(x: left, y: top + size.height - (d - size.width))
            }
            return CGPoint(x: center.x + CGFloat(spread(Float(size.width / 2))), y: center.y + CGFloat(spread(Float(size.height / 2))))
        case .circle, .sphere:
            let radius = size.width / 2
            let angle = CGFloat(unit()) * 2 * .pi
            let distance = mode == .outline ? radius : radius * CGFloat(unit()).squareRoot()
            return CGPoint(x: center.x + cos(angle) * distance, y: center.y + sin(angle) * distance)
        default:
            return center
        }
    }

    /// The contents multiplied by the cell's colour (its spreads added), or as they are when
    /// the colour is white.
    private func tinted(_ image: CGImage?, by cell: CAEmitterCell, red: Float, green: Float, blue: Float) -> CGImage? {
        guard let image else { return nil }
        let base = cell.color?.components ?? [1, 1, 1, 1]
        let rgb = [base[0] + CGFloat(red), base[1] + CGFloat(green), base[2] + CGFloat(blue)].map { min(max($0, 0), 1) }
        guard rgb != [1, 1, 1] else { return image }
        let key = "\(image.file)|\(rgb.map { Int(($0 * 255).rounded()) })"
        if let cached = tintCache[key] { return cached }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let result = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            UIImage(cgImage: image, scale: 1).draw(in: bounds)
            UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: 1).setFill()
            context.cgContext.setBlendMode(.multiply)
            context.fill(bounds)
            UIImage(cgImage: image, scale: 1).draw(in: bounds, blendMode: .destinationIn, alpha: 1)
        }.cgImage
        tintCache[key] = result
        return result
    }

    private var tintCache: [String: CGImage?] = [:]

    /// Uniform in −range…range.
    private func spread(_ range: Float) -> Float {
        range == 0 ? 0 : Float(unit() * 2 - 1) * range
    }

    /// Uniform in 0…1.
    private func unit() -> Double { random.nextUnit() }
}

/// A small deterministic generator (SplitMix64): the same seed gives the same particles.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
