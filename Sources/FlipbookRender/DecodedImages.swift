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

        deinit { bytes.deallocate() }
    }

    /// The process's store.
    static let shared = DecodedImages()

    private struct Key: Hashable {
        let path: String
        let modified: Date?
        let size: Int?
    }

    private let lock = NSLock()
    private var entries: [Key: Pixels] = [:]
    private var totalPixels = 0

    /// The decoded pixels of the PNG at `path` (relative to `directory`), decoding it on first
    /// use. Past the total budget, the images no renderer holds any more are dropped first; if
    /// the image still does not fit, it is an error naming the budget.
    func pixels(_ path: String, relativeTo directory: String) throws(RenderError) -> Pixels {
        let full = Timeline.imageFile(path, relativeTo: directory)
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        let key = Key(path: full, modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        lock.lock()
        if let entry = entries[key] {
            lock.unlock()
            return entry
        }
        lock.unlock()
        let image = try ImageCache.load(path, relativeTo: directory)
        let decoded = Pixels(image)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key] { return entry }  // another worker decoded it meanwhile
        let budget = SceneLimits.current.maximumTotalImagePixels
        let size = image.width * image.height
        if totalPixels + size > budget {
            // Entries only this store holds (no renderer draws them now) can go.
            for old in Array(entries.keys) {
                guard var candidate = entries.removeValue(forKey: old) else { continue }
                if isKnownUniquelyReferenced(&candidate) {
                    totalPixels -= candidate.width * candidate.height
                } else {
                    entries[old] = candidate
                }
            }
        }
        guard totalPixels + size <= budget else {
            throw RenderError(.badInput, "image \(full) (\(image.width)×\(image.height)) would take the scene's decoded images "
                + "to \(totalPixels + size) pixels, more than the budget of \(budget) "
                + "(raise it with FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS)")
        }
        entries[key] = decoded
        totalPixels += size
        return decoded
    }
}
