import Foundation

/// The words for an error a person reads: Foundation's file errors (`NSCocoaErrorDomain
/// Code=260 …`) as the system's reason and the file ("No such file or directory: /tmp/x"),
/// anything else as it describes itself.
public enum SystemErrorText {
    /// Foundation's file error codes with a POSIX reason of the same meaning.
    private static let cocoaErrno: [Int: Int32] = [
        NSFileNoSuchFileError: ENOENT, NSFileReadNoSuchFileError: ENOENT, NSFileReadNoPermissionError: EACCES,
        NSFileWriteNoPermissionError: EACCES, NSFileWriteOutOfSpaceError: ENOSPC, NSFileWriteFileExistsError: EEXIST,
        NSFileWriteVolumeReadOnlyError: EROFS,
    ]

    public static func describe(_ error: any Error) -> String {
        let bridged = error as NSError
        guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let file = (bridged.userInfo[NSFilePathErrorKey] as? String)
            ?? (bridged.userInfo[NSURLErrorKey] as? URL)?.path
        var reason = bridged.localizedDescription
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(underlying.code)))
        } else if bridged.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(bridged.code)))
        } else if let errno = cocoaErrno[bridged.code] {
            reason = String(cString: strerror(errno))
        }
        return file.map { "\(reason): \($0)" } ?? reason
    }
}
