import Foundation

/// Goldens that no check wrote or read: left behind by a renamed scene, a removed key instant or
/// a scene that no longer exists. Only meaningful after a full run (every scene, no shard).
public enum GoldenOrphans {
    /// Paths under `root` that are neither a checked scene's folder nor a file one of them used.
    /// `used` maps a scene's folder name to the file names its checks touched. Folders of
    /// scenes that were not checked count only when `includingFolders` (the run covered every
    /// scene). Dotfiles (`.gitkeep`, …) are not goldens and are left out; the result is sorted.
    public static func list(root: String, used: [String: Set<String>], includingFolders: Bool = true) -> [String] {
        let files = FileManager.default
        guard let folders = try? files.contentsOfDirectory(atPath: root) else { return [] }
        var orphans: [String] = []
        for folder in folders where !folder.hasPrefix(".") {
            let path = root + "/" + folder
            guard let names = used[folder] else {
                if includingFolders { orphans.append(path) }
                continue
            }
            let contents = (try? files.contentsOfDirectory(atPath: path)) ?? []
            orphans += contents.filter { !$0.hasPrefix(".") && !names.contains($0) }.map { path + "/" + $0 }
        }
        return orphans.sorted()
    }
}
