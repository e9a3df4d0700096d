import Foundation
import FlipbookUIKit

/// `AsyncImagePhase`: where an `AsyncImage`'s loading is.
public enum AsyncImagePhase {
    /// Not loaded (yet).
    case empty
    /// Loaded.
    case success(Image)
    /// The loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, once failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` has no image: the file at its URL could not be read as one.
struct AsyncImageLoadingError: Error, CustomStringConvertible {
    let url: URL
    var description: String { "AsyncImage: \(url.path) is not an image file Flipbook can read" }
}

/// `AsyncImage`: an image loaded from a URL, shown through its phases. A recording fetches
/// nothing from the network: a `file:` URL is read from disk before the first frame (a choice:
/// the device shows its placeholder for the moment the file takes to load), any other stays in
/// the empty phase — its placeholder — with a warning naming it. A file that is not an image
/// is the failure phase.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    /// Shows `content` for each phase of loading `url`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    /// The phase's view, with a warning for a URL that is not fetched.
    public var body: some View {
        let (phase, warning) = Self.load(url, scale: scale)
        return content(phase).modifier(_WrapModifier { path, node in
            let wrapper = WrapperNode(path: path, kind: "AsyncImage", content: node)
            wrapper.warning = warning
            return wrapper
        })
    }

    /// The phase `url` is in, and a warning when it is not fetched.
    static func load(_ url: URL?, scale: CGFloat) -> (AsyncImagePhase, String?) {
        guard let url else { return (.empty, nil) }
        guard url.isFileURL else {
            return (.empty, "AsyncImage: \(url.absoluteString) is not fetched in a recording (no network): the placeholder is drawn")
        }
        guard let file = UIImage(contentsOfFile: url.path), let pixels = file.cgImage else { return (.failure(AsyncImageLoadingError(url: url)), nil) }
        // `scale` pixels to the point, as the device draws the data it loads.
        return (.success(Image(uiImage: UIImage(cgImage: pixels, scale: scale, orientation: .up))), nil)
    }
}

extension AsyncImage {
    /// The loaded image, made into a view by `content`, with `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// The loaded image at its size, with a grey placeholder filling the room until then.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { Color(uiColor: .secondarySystemFill) }
        }
    }
}
