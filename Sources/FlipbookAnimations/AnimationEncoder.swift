import FlipbookGIF
import FlipbookPNG
import FlipbookWebP

/// Where an encoded animation goes: a file, written atomically (a reader never sees half of
/// it), or bytes handed over whole (standard output for `--out -`).
public enum AnimationDestination {
    /// A file at this path, replaced atomically.
    case file(String)
    /// The whole file's bytes, handed to this closure once encoded.
    case bytes(([UInt8]) -> Void)
}

/// Encodes frames as a GIF, APNG or WebP. Frame times become milliseconds by one rule for every
/// format: each frame's start time rounded once, so delays add up to the rounded duration
/// (GIF's centiseconds follow `GIFTiming`).
public enum AnimationEncoder {
    /// The frame positions the encoder asks `frame` for, in order (the GIF encoder with a global
    /// palette asks for a sample and then every kept frame; the APNG encoder for every frame
    /// twice, a colour census and then the frames), so they can be drawn ahead.
    public static func frameRequests(_ format: AnimationFormat, frameCount: Int, startTimes: [Double], end: Double,
                                     options: AnimationOptions) -> [Int] {
        switch format {
        case .gif: return GIFEncoder.frameRequests(startTimes: startTimes, end: end, options: options.gif)
        case .apng: return Array(0..<frameCount) + Array(0..<frameCount)
        case .webp: return Array(0..<frameCount)
        }
    }

    /// Encodes `frameCount` frames starting at `startTimes` (seconds), the last ending at `end`,
    /// and delivers the file. Returns warnings (GIF frames dropped to keep to 50 fps). Throws
    /// the encoders' errors (`GIFError`, `PNGError`, `WebPError`), a `FileWriteError`, or what
    /// `frame` throws.
    public static func write(
        _ format: AnimationFormat, frameCount: Int, frame: (Int) throws -> RGBAImage, startTimes: [Double], end: Double,
        options: AnimationOptions, to destination: AnimationDestination
    ) throws -> [String] {
        let milliseconds = (startTimes + [end]).map { Int(($0 * 1000).rounded()) }
        let hold = Int((options.holdLast * 1000).rounded())
        switch format {
        case .gif:
            let encoded = try GIFEncoder.encode(frameCount: frameCount, frame: frame, startTimes: startTimes, end: end,
                                                options: options.gif)
            try deliver(encoded.bytes, to: destination)
            let dropped = encoded.report.timing.droppedCount
            return dropped == 0 ? [] : ["\(dropped) of \(frameCount) frames dropped evenly: GIF delays below 2 cs play as "
                + "10 cs in browsers, so GIFs run at 50 fps at most"]
        case .apng:
            let apngFrame = { (index: Int) throws -> APNG.Frame in
                APNG.Frame(image: try frame(index), delayMilliseconds: milliseconds[index + 1] - milliseconds[index]
                    + (index == frameCount - 1 ? hold : 0))
            }
            switch destination {
            case .bytes(let take):
                let output = ByteOutput()
                try APNG.write(frameCount: frameCount, plays: options.plays, frame: apngFrame, to: output)
                take(output.bytes)
            case .file(let path):
                // Streamed to a temporary file beside the target, renamed into place when complete.
                let file = try AtomicFileWriter(path: path)
                try APNG.write(frameCount: frameCount, plays: options.plays, frame: apngFrame, to: file)
                try file.commit()
            }
            return []
        case .webp:
            let bytes = try WebPEncoder.encode(frameCount: frameCount, frame: frame, timestamps: Array(milliseconds.dropLast()),
                                               end: milliseconds[frameCount] + hold, options: options.webp)
            try deliver(bytes, to: destination)
            return []
        }
    }

    private static func deliver(_ bytes: [UInt8], to destination: AnimationDestination) throws {
        switch destination {
        case .bytes(let take): take(bytes)
        case .file(let path): try AtomicFile.write(bytes, to: path)
        }
    }
}
