import CPangoCairo

/// SHA-256, for fingerprinting the font files goldens were rendered with: GLib's checksum API
/// (GLib is linked already, through Pango), since Foundation on Linux has no digest API.
public enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hex digits.
    public static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let contiguous = Array(bytes)
        let text = contiguous.withUnsafeBufferPointer { buffer in
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count))
        }
        // GLib returns nil only for an unknown checksum type; SHA-256 is always known.
        guard let text else { preconditionFailure("GLib has no SHA-256") }
        defer { g_free(text) }
        return String(cString: text)
    }
}
