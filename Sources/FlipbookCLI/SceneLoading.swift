import FlipbookRender
import FlipbookScene

/// Loads a scene file for a verb, applying `--set` overrides and turning errors into exits.
enum SceneLoading {
    /// Checks, before drawing, that every image the scene uses can be read and decoded within
    /// the limits; an error names the scene file and where in it the image is named
    /// (`gauge.json: layers[3].contents: image … cannot be read …`).
    static func checkImages(of timeline: Timeline, path: String) throws(CommandFailure) {
        for image in timeline.imagePaths {
            do {
                try Renderer.checkImage(image, relativeTo: timeline.resourceDirectory)
            } catch {
                let place = timeline.imageReferences[image].map { "\($0): " } ?? ""
                throw CommandFailure(error.kind == .environment ? .environment : .usage, "\(path): \(place)\(error.message)")
            }
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

    /// The scene file simulated into a timeline; bad content exits 2, an unreadable file 3.
    static func timeline(path: String, arguments: ParsedArguments) throws(CommandFailure) -> Timeline {
        try timeline(path: path, overrides: try overrides(arguments))
    }

    /// The same with the parameter overrides given.
    static func timeline(path: String, overrides: [(name: String, value: String)]) throws(CommandFailure) -> Timeline {
        let scene: Scene
        do {
            scene = try SceneFile.load(path: path, overrides: overrides)
        } catch {
            throw CommandFailure(error.isIOFailure ? .environment : .usage, error.description)
        }
        do {
            return try scene.timeline()
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.message)")
        }
    }
}
