import Foundation

// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)`, as QuartzCore and UIKit add them.
//
// On Apple platforms the value's `objCType` is the struct's encoding
// (`{CATransform3D=dddddddddddddddd}`); swift-corelibs-foundation cannot size struct encodings
// and traps on them, so the matrix is boxed as an array of doubles (`[16d]`, `[6d]`), which it
// stores, copies and compares byte for byte. Reading the value back checks that encoding, and
// FlipbookUIKit reads such values wherever an animation takes a transform.
extension NSValue {
    /// The encoding a boxed `CATransform3D` carries here.
    static let transform3DEncoding = "[16d]"
    /// The encoding a boxed `CGAffineTransform` carries here.
    static let affineTransformEncoding = "[6d]"

    /// A boxed 3-D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                       t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        self.init(doubles: entries, objCType: NSValue.transform3DEncoding)
    }

    /// A boxed affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), objCType: NSValue.affineTransformEncoding)
    }

    /// The boxed 3-D transform (the identity when the value holds something else, as an
    /// `NSValue` of another type reads as zeros on iOS, and a boxed affine transform as its
    /// 3-D form).
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? CATransform3DIdentity }

    /// The boxed affine transform (the identity when the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform { boxedAffineTransform ?? .identity }

    /// The 3-D transform this value holds, if it holds one (a boxed affine transform counts).
    var boxedTransform3D: CATransform3D? {
        if let m = doubles(count: 16, objCType: NSValue.transform3DEncoding) {
            return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                                 m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
        }
        return boxedAffineTransform.map(CATransform3DMakeAffineTransform)
    }

    /// The affine transform this value holds, if it holds one.
    var boxedAffineTransform: CGAffineTransform? {
        guard let m = doubles(count: 6, objCType: NSValue.affineTransformEncoding) else { return nil }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    private convenience init(doubles: [Double], objCType: String) {
        self.init(bytes: doubles, objCType: objCType)
    }

    private func doubles(count: Int, objCType: String) -> [CGFloat]? {
        guard String(cString: self.objCType) == objCType else { return nil }
        var entries = [Double](repeating: 0, count: count)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return entries.map { CGFloat($0) }
    }
}
