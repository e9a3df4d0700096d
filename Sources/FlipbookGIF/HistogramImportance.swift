import FlipbookPNG
import Foundation

/// How much each pixel of a frame counts in the global palette's histogram, as libimagequant
/// 2.17 (the version Debian ships) weighs pixels when it counts an image itself (its "contrast
/// map", `contrast_maps` in `libimagequant.c`): pixels in flat areas count fully, noisy ones
/// (dithered, textured) about a third, and the map is shrunk, blurred and grown so that thin
/// edges between flat areas stay flat. Flipbook counts colours itself, on every core, and hands
/// libimagequant the weighted colours (`liq_histogram_add_colors`), so this is the same rule
/// computed outside it: the same formulas and gamma, the same passes in the same order.
enum HistogramImportance {
    /// libimagequant's internal gamma (`pam.h`).
    private static let internalGamma = 0.5499
    /// `(i / 255)^(internal gamma / sRGB's 0.45455)`, libimagequant's `to_f_set_gamma` for sRGB input.
    private static let gammaTable: [Float] = (0..<256).map { Float(pow(Double($0) / 255, internalGamma / 0.45455)) }

    /// The weight (80…255) of each pixel of `region` of `image`, row by row; nil when every
    /// pixel weighs 255 (libimagequant makes no map for images under 4 pixels either way).
    static func map(of image: RGBAImage, region: PixelRect) -> [UInt8]? {
        let (width, height) = (region.width, region.height)
        guard width >= 4, height >= 4 else { return nil }
        var noise = [UInt8](repeating: 0, count: width * height)
        image.pixels.withUnsafeBufferPointer { pixels in
            gammaTable.withUnsafeBufferPointer { gamma in
                // Three rows of libimagequant's premultiplied float pixels (a, r, g, b; `rgba_to_f`).
                var rows = (0..<3).map { _ in [Float](repeating: 0, count: width * 4) }
                func convert(_ y: Int, into row: inout [Float]) {
                    var offset = ((region.y + y) * image.width + region.x) * 4
                    for x in 0..<width {
                        let alpha = Float(pixels[offset + 3]) / 255
                        row[x * 4] = alpha
                        row[x * 4 + 1] = gamma[Int(pixels[offset])] * alpha
                        row[x * 4 + 2] = gamma[Int(pixels[offset + 1])] * alpha
                        row[x * 4 + 3] = gamma[Int(pixels[offset + 2])] * alpha
                        offset += 4
                    }
                }
                convert(0, into: &rows[1])
                rows[0] = rows[1]
                if height > 1 { convert(1, into: &rows[2]) } else { rows[2] = rows[1] }
                for y in 0..<height {
                    rows[0].withUnsafeBufferPointer { above in
                        rows[1].withUnsafeBufferPointer { row in
                            rows[2].withUnsafeBufferPointer { below in
                                noise.withUnsafeMutableBufferPointer { noise in
                                    for x in 0..<width {
                                        let (left, right) = (max(x - 1, 0) * 4, min(x + 1, width - 1) * 4)
                                        var (horizontal, vertical): (Float, Float) = (0, 0)
                                        for channel in 0..<4 {
                                            let center = row[x * 4 + channel] * 2
                                            horizontal = max(horizontal, abs(row[left + channel] + row[right + channel] - center))
                                            vertical = max(vertical, abs(above[x * 4 + channel] + below[x * 4 + channel] - center))
                                        }
                                        let edge = max(horizontal, vertical)
                                        var z = edge - abs(horizontal - vertical) * 0.5
                                        z = 1 - max(z, min(horizontal, vertical))
                                        z *= z
                                        z *= z
                                        noise[y * width + x] = UInt8(min(80 + Int(z * 176), 255))
                                    }
                                }
                            }
                        }
                    }
                    // Roll the rows; the last row is its own neighbour below.
                    rows.swapAt(0, 1)
                    rows.swapAt(1, 2)
                    if y + 2 < height { convert(y + 2, into: &rows[2]) } else { rows[2] = rows[1] }
                }
            }
        }
        // Noisy areas shrunk and grown again, removing thin edges from the map.
        var scratch = [UInt8](repeating: 0, count: width * height)
        neighbourhood(max, noise, into: &scratch, width: width, height: height)
        neighbourhood(max, scratch, into: &noise, width: width, height: height)
        blur(&noise, scratch: &scratch, width: width, height: height, radius: 3)
        neighbourhood(max, noise, into: &scratch, width: width, height: height)
        neighbourhood(min, scratch, into: &noise, width: width, height: height)
        neighbourhood(min, noise, into: &scratch, width: width, height: height)
        neighbourhood(min, scratch, into: &noise, width: width, height: height)
        return noise
    }

    /// Each pixel combined (max or min) with its four neighbours, edges repeating (`liq_op3`;
    /// a row's last pixel is combined with its left neighbour and itself).
    private static func neighbourhood(_ op: (UInt8, UInt8) -> UInt8, _ source: [UInt8], into destination: inout [UInt8],
                                      width: Int, height: Int) {
        source.withUnsafeBufferPointer { source in
            destination.withUnsafeMutableBufferPointer { destination in
                for y in 0..<height {
                    let (row, above, below) = (y * width, max(y - 1, 0) * width, min(y + 1, height - 1) * width)
                    for x in 0..<width {
                        let (left, right) = (max(x - 1, 0), min(x + 1, width - 1))
                        let across = op(source[row + left], source[row + right])
                        let upDown = op(source[below + x], source[above + x])
                        destination[row + x] = op(source[row + x], op(across, upDown))
                    }
                }
            }
        }
    }

    /// libimagequant's box blur (`liq_blur`): a running sum over `2 × radius` pixels, once along
    /// rows and once along columns (each pass writes its result transposed); images under
    /// `2 × radius + 1` pixels either way are left as they are.
    private static func blur(_ image: inout [UInt8], scratch: inout [UInt8], width: Int, height: Int, radius: Int) {
        guard width >= 2 * radius + 1, height >= 2 * radius + 1 else { return }
        func transposingPass(_ source: [UInt8], into destination: inout [UInt8], width: Int, height: Int) {
            source.withUnsafeBufferPointer { source in
                destination.withUnsafeMutableBufferPointer { destination in
                    for y in 0..<height {
                        let row = y * width
                        var sum = Int(source[row]) * radius
                        for x in 0..<radius { sum += Int(source[row + x]) }
                        for x in 0..<width {
                            sum -= Int(source[row + max(x - radius, 0)])
                            sum += Int(source[row + min(x + radius, width - 1)])
                            destination[x * height + y] = UInt8(sum / (radius * 2))
                        }
                    }
                }
            }
        }
        transposingPass(image, into: &scratch, width: width, height: height)
        transposingPass(scratch, into: &image, width: height, height: width)
    }
}
