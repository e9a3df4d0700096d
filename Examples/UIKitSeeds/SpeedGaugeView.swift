#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

/// App-style drawing code: a speed gauge that draws itself in `draw(_:)` and redraws whenever
/// its value changes. A 270° track, the value's arc stroked with a green-to-red gradient
/// (the stroke turned into a clip), ticks placed by rotating the context in saved states, a
/// needle with a soft shadow, and the reading in two text styles.
final class SpeedGaugeView: UIView {
    /// The reading, 0 to `maximumSpeed`.
    var speed: CGFloat = 0 {
        didSet {
            speed = min(max(speed, 0), maximumSpeed)
            setNeedsDisplay()
        }
    }
    let maximumSpeed: CGFloat = 200

    /// The dial runs clockwise from lower left (135°) to lower right (45°), through the top.
    private let startAngle: CGFloat = .pi * 3 / 4
    private let sweep: CGFloat = .pi * 3 / 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityIdentifier = "speedGauge"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows each reading in turn, one every `interval` seconds, as a feed of samples would.
    func play(_ readings: [CGFloat], every interval: TimeInterval) {
        for (index, reading) in readings.enumerated() {
            DispatchQueue.main.asyncAfter(deadline: .now() + interval * Double(index + 1)) {
                self.speed = reading
            }
        }
    }

    private func angle(for speed: CGFloat) -> CGFloat {
        startAngle + sweep * speed / maximumSpeed
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY + 8)
        let radius = min(bounds.width, bounds.height) / 2 - 14

        // The track, then the value's part of it painted with a gradient through its stroke.
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                                 endAngle: startAngle + sweep, clockwise: true)
        track.lineWidth = 14
        track.lineCapStyle = .round
        UIColor.systemGray5.setStroke()
        track.stroke()
        if speed > 0 {
            context.saveGState()
            let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                                   endAngle: angle(for: speed), clockwise: true)
            context.addPath(arc.cgPath)
            context.setLineWidth(14)
            context.setLineCap(.round)
            context.replacePathWithStrokedPath()
            context.clip()
            let colors = [UIColor.systemGreen.cgColor, UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1]) {
                context.drawLinearGradient(gradient, start: CGPoint(x: bounds.minX, y: 0), end: CGPoint(x: bounds.maxX, y: 0),
                                           options: [])
            }
            context.restoreGState()
        }

        // Ticks every 20 km/h: the context turned to each one's angle.
        UIColor.secondaryLabel.setStroke()
        for tick in 0...10 {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: angle(for: CGFloat(tick) * 20))
            context.move(to: CGPoint(x: radius - 28, y: 0))
            context.addLine(to: CGPoint(x: radius - (tick % 5 == 0 ? 18 : 22), y: 0))
            context.setLineWidth(tick % 5 == 0 ? 3 : 1.5)
            context.strokePath()
            context.restoreGState()
        }

        // The needle, lifted off the dial by a shadow, and its hub.
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
        context.translateBy(x: center.x, y: center.y)
        context.rotate(by: angle(for: speed))
        let needle = UIBezierPath()
        needle.move(to: CGPoint(x: radius - 30, y: 0))
        needle.addLine(to: CGPoint(x: -10, y: -4))
        needle.addLine(to: CGPoint(x: -10, y: 4))
        needle.close()
        UIColor.systemRed.setFill()
        needle.fill()
        UIColor.label.setFill()
        UIBezierPath(ovalIn: CGRect(x: -7, y: -7, width: 14, height: 14)).fill()
        context.restoreGState()

        // The reading: the number bold, the unit in a lighter style.
        let reading = NSMutableAttributedString(string: "\(Int(speed.rounded()))",
                                                attributes: [.font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.label])
        reading.append(NSAttributedString(string: " km/h", attributes: [.font: UIFont.systemFont(ofSize: 13),
                                                                         .foregroundColor: UIColor.secondaryLabel]))
        let size = reading.size()
        reading.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y + radius * 0.45))
    }
}
