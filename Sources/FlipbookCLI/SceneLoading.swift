import FlipbookLottie
import FlipbookRender
import Foundation
import FlipbookScene

/// Loads a scene file for a verb, applying `--set` overrides and turning errors into exits.
enum SceneLoading {
    /// Checks, before drawing, that every image the scene uses can be read and decoded within
    /// the limits, and that the player reads every Lottie document it shows; an error names
    /// the scene file and where in it the image is named
    /// (`gauge.json: layers[3].contents: image … cannot be read …`).
    /// Any frame may draw every image, so together they must fit the decoded-image budget.
    static func checkImages(of timeline: Timeline, path: String) throws(CommandFailure) {
        let path = SceneInput.displayName(path)
        let budget = SceneLimits.current.maximumTotalImagePixels
        var total = 0
        func place(_ image: String) -> String { timeline.imageReferences[image].map { "\($0): " } ?? "" }
        // Sizes from the headers first, so a scene over the budget is refused before any decoding.
        for image in timeline.imagePaths {
            total += Renderer.imagePixels(image, relativeTo: timeline.resourceDirectory) ?? 0
            guard total <= budget else {
                throw .badInput("\(path): \(place(image))image \(image) takes the scene's images to \(total) pixels, more "
                    + "than the decoded-image budget of \(budget) (raise it with FLIPBOOK_MAX_TOTAL_IMAGE_PIXELS)")
            }
        }
        for image in timeline.imagePaths {
            do {
                try Renderer.checkImage(image, relativeTo: timeline.resourceDirectory)
            } catch {
                throw CommandFailure(error.kind == .environment ? .environment : .usage, "\(path): \(place(image))\(error.message)")
            }
        }
        // The Lottie documents its `lottie` layers show, imported as they will be drawn.
        do {
            try Renderer.checkLottieDocuments(of: timeline)
        } catch {
            // A Lottie file given as the scene is named once, as the user named it.
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let message = error.message.hasPrefix(absolute + ": ") ? String(error.message.dropFirst(absolute.count + 2)) : error.message
            throw CommandFailure(error.kind == .environment ? .environment : .usage, "\(path): \(message)")
        }
    }

    /// Parses `--set NAME=VALUE` options (or those of another option name).
    static func overrides(_ arguments: ParsedArguments, option: String = "set") throws(CommandFailure) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for text in arguments.values[option] ?? [] {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw .usage("--\(option): expected NAME=VALUE, found '\(text)'")
            }
            pairs.append((parts[0], parts[1]))
        }
        return pairs
    }

    /// A Lottie document's timeline; its parameters are its slots. `resourcePath` places the
    /// document for its images (a stream's are in the current folder).
    private static func lottieTimeline(_ file: LottieFile, path: String, resourcePath: String,
                                       overrides: [(name: String, value: String)]) throws(CommandFailure) -> Timeline {
        var file = file
        do throws(LottieFileError) {
            file = try file.resolvingSlots(overrides)
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
        let timeline: Timeline
        do { timeline = try file.scene(path: resourcePath).timeline() } catch { throw CommandFailure(.usage, "\(path): \(error.message)") }
        // A document the importer refuses is bad input.
        if let refusal = timeline.problems.first(where: { !Timeline.isWarning($0) }) {
            throw CommandFailure(.usage, "\(path): \(refusal)")
        }
        return timeline
    }

    /// The scene file simulated into a timeline; bad content exits 2, an unreadable file 3.
    static func timeline(path: String, arguments: ParsedArguments) throws(CommandFailure) -> Timeline {
        try timeline(path: path, overrides: try overrides(arguments))
    }

    /// The same with the parameter overrides given. A Lottie file (`.lottie`, or JSON with
    /// Lottie's keys) becomes a scene of its layers on Flipbook's engine (`LottieFile.scene`);
    /// its slots are its parameters.
    static func timeline(path: String, overrides: [(name: String, value: String)]) throws(CommandFailure) -> Timeline {
        if !SceneInput.isStream(path), LottieFile.isLottie(path: path) {
            let file: LottieFile
            do throws(LottieFileError) {
                file = try LottieFile(path: path)
            } catch {
                throw CommandFailure(FileManager.default.isReadableFile(atPath: path) ? .usage : .environment, error.message)
            }
            return try lottieTimeline(file, path: path, resourcePath: path, overrides: overrides)
        }
        let scene: Scene
        if SceneInput.isStream(path) {
            // Standard input or a pipe: read once; its images are relative to the current folder.
            let bytes = try SceneInput.bytes(of: path)
            if LottieFile.isLottie(bytes: bytes) {
                let file: LottieFile
                do throws(LottieFileError) {
                    file = try LottieFile(bytes: bytes, isArchive: LottieFile.isArchive(bytes), fallbackName: "animation")
                } catch {
                    throw CommandFailure(.usage, "\(SceneInput.displayName(path)): \(error.message)")
                }
                let inCurrentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("animation.json").path
                return try lottieTimeline(file, path: SceneInput.displayName(path), resourcePath: inCurrentFolder, overrides: overrides)
            }
            do {
                scene = try SceneFile.decode(bytes, file: SceneInput.displayName(path),
                                             defaultName: path == "-" ? "stdin" : "scene", overrides: overrides)
            } catch {
                throw CommandFailure(.usage, error.description)
            }
            scene.resourceDirectory = FileManager.default.currentDirectoryPath
        } else {
            do {
                scene = try SceneFile.load(path: path, overrides: overrides)
            } catch {
                throw CommandFailure(error.isIOFailure ? .environment : .usage, error.description)
            }
        }
        do {
            return try scene.timeline()
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
    }
}
