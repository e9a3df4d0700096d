"""Frames of a Lottie document drawn by ThorVG (PyPI's thorvg-python), the second current
player the tests use where rlottie is known to draw wrongly.

    python3 thorvg_frames.py DOCUMENT OUT_DIR SCALES FRAMES

The same arguments and output as rlottie_frames.py: FRAMES are the document's own frame
numbers (ip is the first), each written to OUT_DIR/FRAME@SCALE.rgba as raw premultiplied RGBA.
"""
import json
import sys

import thorvg_python as tvg


def main():
    document, out, scales, frames = sys.argv[1:5]
    with open(document, "rb") as file:
        data = file.read()
    header = json.loads(data)
    width, height, first = int(header["w"]), int(header["h"]), header.get("ip", 0)
    engine = tvg.Engine()
    for scale in (int(s) for s in scales.split(",")):
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width * scale, height * scale, cs=tvg.Colorspace.ABGR8888)
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        if picture.load_data(data, "lottie+json", None, True) != tvg.Result.SUCCESS:
            sys.exit(f"ThorVG cannot read {document}")
        picture.set_size(width * scale, height * scale)
        canvas.add(picture)
        for frame in (int(f) for f in frames.split(",")):
            # ThorVG counts frames from the in point.
            animation.set_frame(frame - first)
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            with open(f"{out}/{frame}@{scale}.rgba", "wb") as file:
                file.write(bytes(canvas.buffer_arr))


if __name__ == "__main__":
    main()
