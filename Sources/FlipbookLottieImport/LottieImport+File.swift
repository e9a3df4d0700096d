import FlipbookScene
import Foundation

extension LottieImport {
    /// The last frame it shows, counted from its in point (`op − ip` rounded up, less one).
    public var lastFrame: Double { max((outPoint - inPoint).rounded(.up) - 1, 0) }

    /// The document as a scene: a transparent canvas of the composition's size at `scale`,
    /// the composition in it, frame n at n ÷ `fr` seconds, lasting until the last frame starts.
    /// Its keyframes may run past that end, as players allow (`animationsMayOutlastTheScene`).
    public func scene(name: String, scale: Double) -> Scene {
        let scene = Scene(name: name, canvas: Canvas(width: width, height: height, scale: scale, background: .clear),
                          duration: lastFrame / frameRate)
        scene.addLayer(root)
        scene.animationsMayOutlastTheScene = true
        return scene
    }

    /// The largest Lottie file read (a `.json` document or a `.lottie` archive).
    public static let maximumFileBytes = 256 << 20

    /// Imports a Lottie file: animation JSON (`.json`), or the first animation of a dotLottie
    /// archive (`.lottie`) with its images embedded. Pictures named as files are read from the
    /// file's folder. Errors say what is wrong, without the path (callers name the file).
    public init(contentsOfFile path: String) throws(LottieImportError) {
        // Only a regular file is read: opening a FIFO would wait for a writer.
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw LottieImportError(attributes == nil ? "cannot be read" : "is not a regular file")
        }
        guard (attributes[.size] as? Int ?? 0) <= Self.maximumFileBytes else {
            throw LottieImportError("is larger than \(Self.maximumFileBytes) bytes, the largest Lottie file read")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw LottieImportError("cannot be read") }
        var json = Array(data)
        if path.lowercased().hasSuffix(".lottie") { json = try DotLottieArchive(json).animationJSON() }
        try self.init(json: json, resourceDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}
