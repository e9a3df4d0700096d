import FlipbookPNG
import FlipbookRender
import FlipbookScene
import FlipbookTiming
import Foundation

/// Layers Lottie cannot draw as vectors, drawn by Flipbook as pictures.
extension LottieDocumentWriter {
    /// The layer and its sublayers, where they are in the whole tree (its ancestors' place,
    /// opacity and clip included), drawn at every frame and cropped to what they cover. Frames
    /// that look the same share one picture; each picture is an image layer shown for its run
    /// of frames, under the canvas's own coordinates (no parent).
    func writePictures(of id: String) throws(RenderError) {
        var run: (start: Int, picture: CroppedPicture?)?
        func finish(at end: Int) {
            guard let (start, picture) = run, let picture else { return }
            let asset = addImageAsset(png: picture.png, width: picture.width, height: picture.height)
            var members = layerHeader(type: 2, name: "\(id) picture", index: takeIndex(), parent: nil)
            members[members.firstIndex { $0.key == "ip" }!] = JSONMember("ip", .number(Double(start)))
            members[members.firstIndex { $0.key == "op" }!] = JSONMember("op", .number(Double(end)))
            // Lottie's out point is exclusive (lottie-web, lottie-ios), but rlottie rounds it and
            // shows the layer on its out frame too (`LayerItem::visible`: `frameNo <= outFrame`),
            // where the next picture already shows: an opacity step to 0 at the out frame hides
            // it there in every player (card-flip mid-turn: 27 dB → 50 dB in rlottie).
            let opacity = end > schedule.lastFrame ? LottieProperty.constant([100], as: .scalar)
                : LottieProperty.steps([(Double(start), [100]), (Double(end), [0])], as: .scalar)
            members += [
                JSONMember("ks", Self.pieceTransform(
                    opacity: opacity,
                    position: LottieProperty.constant([Double(picture.x) / pictureScale, Double(picture.y) / pictureScale], as: .vector),
                    scale: LottieProperty.constant([100 / pictureScale, 100 / pictureScale], as: .vector))),
                JSONMember("refId", .string(asset)),
            ]
            drawnLayers.append(.object(members))
        }
        for (frame, index) in schedule.frameIndices.enumerated() {
            let tree = timeline.presentation(at: schedule.points[index].time)
            let picture = try tree.isolating(id).map { (tree) throws(RenderError) in
                try CroppedPicture(renderer.renderRGBA(tree))
            } ?? nil
            if let current = run, current.picture == picture { continue }
            finish(at: frame)
            run = (frame, picture)
        }
        finish(at: schedule.lastFrame + 1)
    }
}

/// A layer's backdrop as the few pictures it takes: each distinct look, and which one each
/// sample shows (nil where the layer is absent).
struct BackdropPictures {
    var looks: [(image: RGBAImage, origin: Point)] = []
    var shown: [Int?] = []
}

extension LottieDocumentWriter {
    /// How many different backdrops a layer may have before it is drawn as whole pictures.
    static let backdropLimit = 16

    /// The layer's backdrop at every sample, or nil when it takes more than `backdropLimit` looks.
    func backdropPictures(of id: String) throws(RenderError) -> BackdropPictures? {
        var result = BackdropPictures()
        for index in placed {
            guard let layer = index[id]?.layer, let look = try renderer.backdropPicture(of: layer) else {
                result.shown.append(nil)
                continue
            }
            if let found = result.looks.firstIndex(where: { $0.origin == look.origin && $0.image == look.image }) {
                result.shown.append(found)
            } else {
                guard result.looks.count < Self.backdropLimit else { return nil }
                result.looks.append(look)
                result.shown.append(result.looks.count - 1)
            }
        }
        return result
    }

    /// Each backdrop look as an image layer in the layer's bounds coordinates, shown while it is the look.
    func writeBackdrop(_ id: String, _ backdrop: BackdropPictures) {
        for (number, look) in backdrop.looks.enumerated() {
            let png: [UInt8]
            do { png = try PNGCodec.encode(look.image) } catch { continue }
            let asset = addImageAsset(png: png, width: look.image.width, height: look.image.height)
            let visible = opacity(id, showingAt: { index, _ in backdrop.shown[index] == number })
            var members = layerHeader(type: 2, name: "\(id) backdrop", index: takeIndex(), parent: id)
            members += [
                JSONMember("ks", Self.pieceTransform(
                    opacity: visible, position: LottieProperty.constant([look.origin.x, look.origin.y], as: .vector),
                    scale: LottieProperty.constant([100 / pictureScale, 100 / pictureScale], as: .vector))),
                JSONMember("refId", .string(asset)),
            ]
            addPiece(id, members) { _ in
                Transform2D(scaleX: 1 / self.pictureScale, y: 1 / self.pictureScale)
                    .concatenating(Transform2D(translationX: look.origin.x, y: look.origin.y))
            }
        }
    }
}

/// A frame cut down to its non-transparent pixels, as PNG.
struct CroppedPicture: Equatable {
    let x: Int, y: Int, width: Int, height: Int
    let png: Data

    /// Nil when nothing in the frame is drawn.
    init?(_ image: RGBAImage) throws(RenderError) {
        var (left, top, right, bottom) = (image.width, image.height, -1, -1)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                for x in 0..<image.width where pixels[(y * image.width + x) * 4 + 3] != 0 {
                    left = min(left, x)
                    right = max(right, x)
                    top = min(top, y)
                    bottom = max(bottom, y)
                }
            }
        }
        guard right >= left else { return nil }
        (x, y, width, height) = (left, top, right - left + 1, bottom - top + 1)
        var cropped = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let from = ((top + row) * image.width + left) * 4
            cropped.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: image.pixels[from..<from + width * 4])
        }
        do {
            png = Data(try PNGCodec.encode(RGBAImage(width: width, height: height, pixels: cropped)!))
        } catch {
            throw RenderError(.environment, "cannot encode a picture for the Lottie file: \(error.message)")
        }
    }
}
