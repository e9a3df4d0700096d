import FlipbookPNG

/// Which test uses each golden folder in this process. A folder is named after a test's function
/// beside its file, so two tests with the same function name in one file (two suites, say)
/// would read and write the same goldens: one would pass against the other's pictures. The first
/// test to use a folder owns it for the run; another is told, and its check does not run.
public enum GoldenFolderClaims {
    private static let owners = Locked<[String: String]>([:])

    /// Claims `folder` for the test `owner`; nil when it is free or already `owner`'s, otherwise
    /// the message that names both tests.
    public static func claim(_ folder: String, by owner: String) -> String? {
        owners.withLock { owners in
            guard let first = owners[folder] else {
                owners[folder] = owner
                return nil
            }
            guard first != owner else { return nil }
            return "the goldens in \(folder) belong to \(first), and \(owner) uses the same folder (both test functions have "
                + "the same name beside the same file): rename one of them"
        }
    }
}
