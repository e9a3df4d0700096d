import Foundation

extension LottieImport {
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
