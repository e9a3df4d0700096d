/// Maps a picture onto target pixels through a homography (a 3 × 3 projective matrix), with
/// bilinear filtering and transparent surroundings: how a layer seen in perspective is drawn.
///
/// Written here rather than left to pixman: pixman 0.42's projective fetch divides negative
/// coordinates as unsigned numbers, so target pixels above or left of the picture sample rows
/// far inside it (stray one-pixel lines beside a turned card).
struct ProjectiveSampler {
    /// Target pixel → picture pixel, for column vectors: u = (row 0 · p) / (row 2 · p), and so on.
    let inverse: [[Double]]

    /// Nil when `forward` (picture pixel → target pixel) is singular.
    init?(forward m: [[Double]]) {
        let cofactors = [
            [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        let determinant = m[0][0] * cofactors[0][0] + m[0][1] * cofactors[1][0] + m[0][2] * cofactors[2][0]
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        inverse = cofactors.map { $0.map { $0 / determinant } }
    }

    /// Fills a patch of premultiplied ARGB32 pixels whose (0, 0) is target pixel (x0, y0): each
    /// pixel centre is mapped into the picture and sampled bilinearly between the four nearest
    /// picture pixel centres, counting pixels outside the picture as transparent (so edges come
    /// out anti-aliased). Strides are in pixels.
    func fill(patch: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, x0: Int, y0: Int,
              from picture: UnsafePointer<UInt32>, pictureWidth: Int, pictureHeight: Int, pictureStride: Int) {
        let (a, b, c) = (inverse[0], inverse[1], inverse[2])
        let (a0, a1, a2, b0, b1, b2, c0, c1, c2) = (a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2])
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < pictureWidth && y < pictureHeight ? picture[y * pictureStride + x] : 0
        }
        for row in 0..<height {
            let ty = Double(y0 + row) + 0.5
            for column in 0..<width {
                let tx = Double(x0 + column) + 0.5
                let w = c0 * tx + c1 * ty + c2
                var pixel: UInt32 = 0
                if w > 0 {
                    // Picture coordinates of the centre, relative to picture pixel centres.
                    let u = (a0 * tx + a1 * ty + a2) / w - 0.5
                    let v = (b0 * tx + b1 * ty + b2) / w - 0.5
                    if u > -1, v > -1, u < Double(pictureWidth), v < Double(pictureHeight) {
                        let (left, top) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
                        let (fx, fy) = (u - Double(left), v - Double(top))
                        pixel = Self.blend(texel(left, top), texel(left + 1, top), texel(left, top + 1), texel(left + 1, top + 1),
                                           fx: fx, fy: fy)
                    }
                }
                patch[row * stride + column] = pixel
            }
        }
    }

    /// The bilinear mix of four premultiplied pixels, channel by channel, rounded.
    private static func blend(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, fx: Double, fy: Double) -> UInt32 {
        if a == b && a == c && a == d { return a }
        let weights = ((1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let mixed = Double((a >> shift) & 0xFF) * weights.0 + Double((b >> shift) & 0xFF) * weights.1
                + Double((c >> shift) & 0xFF) * weights.2 + Double((d >> shift) & 0xFF) * weights.3
            result |= UInt32(min(max(mixed.rounded(), 0), 255)) << shift
        }
        return result
    }
}
