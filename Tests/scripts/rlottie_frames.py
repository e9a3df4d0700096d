"""Frames of a Lottie document drawn by a current rlottie (PyPI's rlottie-python), for the
tests that hold Flipbook's own Lottie drawing to a current player.

    python3 rlottie_frames.py DOCUMENT OUT_DIR SCALES FRAMES

SCALES and FRAMES are comma-separated (1,2 and 0,45,89): each frame (the document's own
number: ip is the first) is drawn at each scale of the composition's size and written
to OUT_DIR/FRAME@SCALE.rgba as raw premultiplied RGBA rows (rlottie draws premultiplied ARGB32;
only the byte order changes).

rlottie turns stars and polygons by their rotation twice (src/lottie/lottieitem.cpp,
Polystar::updatePath: `m.translate(pos).rotate(rotation); m.rotate(rotation);`), which no
other player does: the document is drawn with every polystar's rotation halved, so that
rlottie's frames show it turned once.
"""
import json
import sys

from rlottie_python import LottieAnimation


def main():
    document, out, scales, frames = sys.argv[1:5]
    with open(document, encoding="utf-8") as file:
        data = json.load(file)
    halve_polystar_rotation(data)
    animation = LottieAnimation.from_data(json.dumps(data))
    width, height = animation.lottie_animation_get_size()
    first = int(data.get("ip", 0))
    for scale in (int(s) for s in scales.split(",")):
        for frame in (int(f) for f in frames.split(",")):
            # rlottie counts frames from the in point (AnimationImpl::update adds startFrame).
            data = bytearray(animation.lottie_animation_render(frame_num=frame - first, width=width * scale, height=height * scale))
            # Little-endian ARGB32 is B, G, R, A in memory: swap B and R.
            data[0::4], data[2::4] = data[2::4], data[0::4]
            with open(f"{out}/{frame}@{scale}.rgba", "wb") as file:
                file.write(data)


def halve_polystar_rotation(node):
    if isinstance(node, list):
        for item in node:
            halve_polystar_rotation(item)
    elif isinstance(node, dict):
        if node.get("ty") == "sr" and isinstance(node.get("r"), dict):
            halve(node["r"])
        for value in node.values():
            halve_polystar_rotation(value)


def halve(prop):
    """Halves an animatable number: its value, or each keyframe's start and end values."""
    k = prop.get("k")
    if isinstance(k, (int, float)):
        prop["k"] = k / 2
    elif isinstance(k, list) and k and isinstance(k[0], dict):
        for keyframe in k:
            for key in ("s", "e"):
                if isinstance(keyframe.get(key), list):
                    keyframe[key] = [v / 2 for v in keyframe[key]]
    elif isinstance(k, list):
        prop["k"] = [v / 2 for v in k]


if __name__ == "__main__":
    main()
