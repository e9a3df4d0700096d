import FlipbookPNG
import FlipbookScene
import Foundation

/// Decoded images, premultiplied in Cairo's ARGB32 layout, shared by every renderer of the
/// process: an image is decoded once however many workers draw it, and each worker wraps the
/// same read-only pixels in a Cairo surface of its own (no copy). The decoded total is held to
/// `SceneLimits.maximumTotalImagePixels`, so memory is bounded by that budget, not by
/// images × threads.
///
/// An entry is keyed by the file's path, modification time and size, so a file saved again
/// (`flipbook watch`) is decoded again.
final class DecodedImages: @unchecked Sendable {
    /// Premultiplied BGRA bytes of one image, never written after decoding.
    final class Pixels: @unchecked Sendable {
        let bytes: UnsafeMutableRawPointer
        let width: Int
        let height: Int
        var stride: Int { width * 4 }

        init(_ image: RGBAImage) {
            width = image.width
            height = image.height
            bytes = UnsafeMutableRawPointer.allocate(byteCount: max(image.width * image.height * 4, 4), alignment: 16)
            let target = bytes.assumingMemoryBound(to: UInt8.self)
            image.pixels.withUnsafeBufferPointer { source in
                for pixel in 0..<(image.width * image.height) {
                    let alpha = UInt32(source[pixel * 4 + 3])
                    func premultiplied(_ value: UInt8) -> UInt8 { UInt8((UInt32(value) * alpha + 127) / 255) }
                    target[pixel * 4] = premultiplied(source[pixel * 4 + 2])
                    target[pixel * 4 + 1] = premultiplied(source[pixel * 4 + 1])
                    target[pixel * 4 + 2] = premultiplied(source[pixel * 4])
                    target[pixel * 4 + 3] = UInt8(alpha)
                }
            }
        }

        /// A copy of premultiplied ARGB32 rows (a drawn picture).
        init(copying source: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
            self.width = width
            self.height = height
            bytes = UnsafeMutableRawPointer.allocate(byteCount: max(width * height * 4, 4), alignment: 16)
            for row in 0..<height {
                (bytes + row * width * 4).copyMemory(from: source + row * stride, byteCount: width * 4)
            }
        }

        /// The pixels as straight RGBA, for encoding.
        var rgbaImage: RGBAImage? {
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let source = bytes.assumingMemoryBound(to: UInt8.self)
            for pixel in 0..<(width * height) {
                let alpha = UInt32(source[pixel * 4 + 3])
                func straight(_ value: UInt8) -> UInt8 { alpha == 0 ? 0 : UInt8(min((UInt32(value) * 255 + alpha / 2) / alpha, 255)) }
                rgba[pixel * 4] = straight(source[pixel * 4 + 2])
                rgba[pixel * 4 + 1] = straight(source[pixel * 4 + 1])
                rgba[pixel * 4 + 2] = straight(source[pixel * 4])
                rgba[pixel * 4 + 3] = UInt8(alpha)
            }
            return RGBAImage(width: width, height: height, pixels: rgba)
        }

        deinit { bytes.deallocate() }
    }

    /// The process's store.
    static let shared = DecodedImages(budget: SceneLimits.current.maximumTotalImagePixels)

    /// The most pixels held at once (`SceneLimits.maximumTotalImagePixels` for the shared store).
    let budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    private struct Key: Hashable {
        let path: String
        let modified: Date?
        let size: Int?
    }

    private let lock = NSLock()
    private var entries: [Key: Pixels] = [:]
    /// Drawn pictures not yet written to their files, by path (`DrawnImages`), and their paths
    /// in the order they were kept.
    private var drawn: [String: Pixels] = [:]
    private var drawnOrder: [String] = []
    private var totalPixels = 0

    /// Keeps a drawn picture under its path. The same picture drawn again is kept once.
    func adoptDrawn(_ pixels: Pixels, at path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard drawn[path] == nil else { return }
        // Over the budget, pictures nothing draws now are written out and let go first.
        try? makeRoom(for: pixels.width * pixels.height, image: path, width: pixels.width, height: pixels.height)
        drawn[path] = pixels
        drawnOrder.append(path)
        totalPixels += pixels.width * pixels.height
    }

    /// A drawn picture still in memory.
    func drawnPixels(at path: String) -> Pixels? {
        lock.lock()
        defer { lock.unlock() }
        return drawn[path]
    }

    /// The decoded pixels of the PNG at `path` (relative to `directory`), decoding it on first
    /// use. Past the total budget, the images no renderer holds any more are dropped first; if
    /// the image still does not fit, it is an error naming the budget.
    func pixels(_ path: String, relativeTo directory: String) throws(RenderError) -> Pixels {
        let full = Timeline.imageFile(path, relativeTo: directory)
        lock.lock()
        if let picture = drawn[full] {
            lock.unlock()
            return picture
        }
        lock.unlock()
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        let key = Key(path: full, modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key] { return entry }
        // A FIFO would block the read until something writes to it, a device may never end.
        let kind = FileKind(path: full)
        guard kind == .regular || kind == .missing else {
            throw RenderError(.badInput, "image \(full) is \(kind.described), not a regular file: images are read from PNG files")
        }
        // The budget is checked from the header, before a byte is decoded. Decoding holds the
        // lock: workers wanting the same image wait for it instead of decoding it again.
        guard let data = FileManager.default.contents(atPath: full) else {
            throw RenderError(.badInput, "image \(full) cannot be read (missing or unreadable)")
        }
        let bytes = Array(data)
        if let (width, height) = PNGCodec.size(of: bytes) {
            try makeRoom(for: width * height, image: full, width: width, height: height)
        }
        let image = try ImageCache.decode(bytes, file: full)
        try makeRoom(for: image.width * image.height, image: full, width: image.width, height: image.height)
        let decoded = Pixels(image)
        entries[key] = decoded
        totalPixels += image.width * image.height
        return decoded
    }

    /// Drops images no renderer holds any more until `pixels` fit the budget, or says why not.
    /// The caller holds the lock.
    private func makeRoom(for pixels: Int, image full: String, width: Int, height: Int) throws(RenderError) {
        if totalPixels + pixels > budget {
            for old in Array(entries.keys) {
                guard var candidate = entries.removeValue(forKey: old) else { continue }
                if isKnownUniquelyReferenced(&candidate) {
                    totalPixels -= candidate.width * candidate.height
                } else {
                    entries[old] = candidate
                }
            }
        }
        // Drawn pictures leave memory for their files, oldest first, until there is room.
        if totalPixels + pixels > budget {
            var kept: [String] = []
            for old in drawnOrder {
                guard totalPixels + pixels > budget, var candidate = drawn.removeValue(forKey: old) else {
                    kept.append(old)
                    continue
                }
                if isKnownUniquelyReferenced(&candidate), DrawnImages.write(candidate, to: old) {
                    totalPixels -= candidate.width * candidate.height
                } else {
                    drawn[old] = candidate
                    kept.append(old)
                }
            }
            drawnOrder = kept
        }
        guard totalPixels + pixels <= budget else {
            throw RenderError(.badInput, "image \(full) (\(width)×\(height)) would take the scene's decoded images "
                + "to \(totalPixels + pixels) pixels, more than the budget of \(budget) "
                + "(raise it with FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS)")
        }
    }
}
