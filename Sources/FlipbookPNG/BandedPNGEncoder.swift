import CZlib
import Foundation

/// Encodes a sequence of same-size frames as RGBA PNGs, reusing the compressed bytes of every
/// band of rows that did not change since the frame before. Animation frames mostly repeat
/// (a needle moves over a still dial), so most of each frame is not filtered or deflated again.
///
/// The image data is one zlib stream whose deflate data is a run of bands of `bandRows` rows,
/// each deflated on its own (a fresh compressor, so no match reaches into another band) and
/// ended byte-aligned with a sync flush, followed by an empty final block; the Adler-32s of the
/// bands are combined. So a band's bytes depend on its rows alone and every frame comes out as
/// encoding it fresh would make it: what is reused only saves time. With zlib's run-length
/// strategy matches only reach one pixel back anyway, so the bands cost only their block
/// headers. Rows are filtered with PNG's `sub` filter and deflated at level 3 with `Z_RLE`, as
/// `PNGCodec`'s defaults. Used by one thread at a time (it is handed between workers, never shared).
public final class BandedPNGEncoder: @unchecked Sendable {
    /// Rows per band.
    public static let bandRows = 16

    private struct Band {
        var deflated: [UInt8]
        var adler: UInt32
        var length: Int
    }

    private var previous: RGBAImage?
    private var bands: [Band] = []
    private var stream = z_stream()
    private var streamReady = false

    public init() {}

    deinit { if streamReady { deflateEnd(&stream) } }

    /// The PNG of a frame (straight RGBA, 8 bits per channel, an sRGB chunk).
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PNGError(message: "cannot encode an empty image") }
        if !streamReady {
            guard deflateInit2_(&stream, 3, Z_DEFLATED, -15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw PNGError(message: "zlib cannot start a compressor")
            }
            streamReady = true
        }
        let bandCount = (image.height + Self.bandRows - 1) / Self.bandRows
        let reusable = previous.map { $0.width == image.width && $0.height == image.height } ?? false
        if !reusable { bands = [] }
        var fresh: [Band] = []
        fresh.reserveCapacity(bandCount)
        for band in 0..<bandCount {
            let rows = band * Self.bandRows..<min((band + 1) * Self.bandRows, image.height)
            if reusable, let previous, Self.rows(rows, of: image, equal: previous) {
                fresh.append(bands[band])
            } else {
                fresh.append(try deflate(rows, of: image))
            }
        }
        bands = fresh
        previous = image

        // zlib header (deflate, 32 KB window, fastest-level hint; 0x7801 is a multiple of 31),
        // the bands, an empty final fixed-Huffman block, and the Adler-32 of all filtered rows.
        var data: [UInt8] = [0x78, 0x01]
        data.reserveCapacity(bands.reduce(8) { $0 + $1.deflated.count })
        var adler = adler32(0, nil, 0)
        for band in bands {
            data.append(contentsOf: band.deflated)
            adler = adler32_combine(adler, uLong(band.adler), .init(band.length))
        }
        data.append(contentsOf: [0x03, 0x00])
        data.append(contentsOf: PNGChunks.bigEndian(UInt32(adler)))

        var header = PNGChunks.bigEndian(UInt32(image.width)) + PNGChunks.bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        return PNGChunks.signature + PNGChunks.chunk("IHDR", header) + PNGChunks.chunk("sRGB", [0])
            + PNGChunks.chunk("IDAT", data) + PNGChunks.chunk("IEND", [])
    }

    /// Whether the rows are the same in both images.
    private static func rows(_ rows: Range<Int>, of image: RGBAImage, equal other: RGBAImage) -> Bool {
        let start = rows.lowerBound * image.width * 4, end = rows.upperBound * image.width * 4
        return image.pixels.withUnsafeBytes { a in
            other.pixels.withUnsafeBytes { b in
                memcmp(a.baseAddress! + start, b.baseAddress! + start, end - start) == 0
            }
        }
    }

    /// The rows filtered with `sub` and deflated on their own, ending with a sync flush.
    private func deflate(_ rows: Range<Int>, of image: RGBAImage) throws(PNGError) -> Band {
        let rowBytes = image.width * 4
        var filtered = [UInt8](repeating: 0, count: rows.count * (rowBytes + 1))
        image.pixels.withUnsafeBufferPointer { pixels in
            filtered.withUnsafeMutableBufferPointer { out in
                for (index, y) in rows.enumerated() {
                    let source = pixels.baseAddress! + y * rowBytes
                    let target = out.baseAddress! + index * (rowBytes + 1)
                    target[0] = 1  // sub: each byte minus the same channel of the pixel before
                    for x in 0..<4 { target[1 + x] = source[x] }
                    // Written as a plain loop over pointers, so the compiler vectorizes it.
                    let (current, before, written) = (source + 4, source, target + 5)
                    for x in 0..<(rowBytes - 4) { written[x] = current[x] &- before[x] }
                }
            }
        }
        guard deflateReset(&stream) == Z_OK else { throw PNGError(message: "zlib cannot reset its compressor") }
        var deflated = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(filtered.count))) + 16)
        let status = filtered.withUnsafeMutableBufferPointer { input in
            deflated.withUnsafeMutableBufferPointer { output -> Int32 in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return CZlib.deflate(&stream, Z_SYNC_FLUSH)
            }
        }
        guard status == Z_OK, stream.avail_in == 0 else { throw PNGError(message: "zlib could not compress a frame") }
        deflated.removeLast(Int(stream.avail_out))
        let adler = filtered.withUnsafeBufferPointer { UInt32(adler32(adler32(0, nil, 0), $0.baseAddress, uInt($0.count))) }
        return Band(deflated: deflated, adler: adler, length: filtered.count)
    }
}
