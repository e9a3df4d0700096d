import Foundation

// UIKit's string forms of geometry (`NSCoder.string(for:)`, `NSCoder.cgPoint(for:)` and their
// twins; `NSStringFromCGPoint` and `CGPointFromString` in Objective-C): `{x, y}` for points,
// sizes and vectors, `{{x, y}, {w, h}}` for rects, `{top, left, bottom, right}` for insets and
// `[a, b, c, d, tx, ty]` for affine transforms. Reading takes the numbers in order whatever
// the punctuation, as UIKit's parser does, and a missing number reads as 0 (UIKit gives
// `.zero` for text it cannot read).
extension NSCoder {
    /// `{x, y}`.
    public class func string(for point: CGPoint) -> String { braces([point.x, point.y]) }
    /// `{width, height}`.
    public class func string(for size: CGSize) -> String { braces([size.width, size.height]) }
    /// `{dx, dy}`.
    public class func string(for vector: CGVector) -> String { braces([vector.dx, vector.dy]) }
    /// `{{x, y}, {width, height}}`.
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// `{top, left, bottom, right}`.
    public class func string(for insets: UIEdgeInsets) -> String {
        braces([insets.top, insets.left, insets.bottom, insets.right])
    }
    /// `[a, b, c, d, tx, ty]`.
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map(number).joined(separator: ", ") + "]"
    }

    /// The point `string(for:)` wrote.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size `string(for:)` wrote.
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The vector `string(for:)` wrote.
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The rect `string(for:)` wrote.
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The insets `string(for:)` wrote.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The affine transform `string(for:)` wrote.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    private class func braces(_ values: [CGFloat]) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// A number as UIKit prints it: `2`, `1.5`, `-0.25` (no trailing `.0`).
    private class func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }

    /// The first `count` numbers in the text, zeros for the ones missing.
    private class func numbers(in text: String, count: Int) -> [CGFloat] {
        var found: [CGFloat] = []
        var token = ""
        func flush() {
            if let value = Double(token), value.isFinite { found.append(CGFloat(value)) }
            token = ""
        }
        for character in text {
            if character.isNumber || "+-.eE".contains(character) { token.append(character) } else { flush() }
        }
        flush()
        return (0..<count).map { $0 < found.count ? found[$0] : 0 }
    }
}
