"""Frames of a Lottie document drawn by lottie-web, Airbnb's player for the web (the one
Bodymovin exports for), in Debian's headless Chromium: the third player the tests use, where
rlottie and ThorVG both draw a file approximately.

    python3 lottieweb_frames.py DOCUMENT OUT_DIR SCALES FRAMES

The same arguments and output as rlottie_frames.py: FRAMES are the document's own frame
numbers (ip is the first), each written to OUT_DIR/FRAME@SCALE.rgba as raw premultiplied RGBA.

lottie-web comes from PyPI's pylottie (installed without its dependencies: only its page,
which carries lottie-web 5.7.5, is used). Each frame is drawn by lottie-web's SVG renderer, its
default and most complete one, in a page of the composition's size, and Chromium's screenshot
of it at the scale (as a browser shows it on a screen of that many pixels per point) is the
frame. Curves are measured on 4000 pieces each (lottie.setQuality), not lottie-web's default
150, so that lengths along them are exact to far below a pixel.
"""
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile

import numpy
from PIL import Image


def lottie_web():
    """lottie-web's script, from the page pylottie ships."""
    spec = importlib.util.find_spec("pylottie")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("pylottie is not installed (make test installs it)")
    with open(os.path.join(spec.submodule_search_locations[0], "lottie.html"), encoding="utf-8") as file:
        page = file.read()
    start = page.index("<script>") + len("<script>")
    return page[start:page.index("</script>", start)]


PAGE = """<!doctype html><html><head><style>html, body { margin: 0; background: transparent; overflow: hidden }
#root { width: %(width)dpx; height: %(height)dpx }</style></head><body><div id="root"></div>
<script>%(lottie)s</script>
<script>
// lottie-web 5.7 builds the animation synchronously when it is given its data, and embedded
// images are data URIs, so the frame is drawn before the page's load event and its screenshot.
const data = %(data)s;
// lottie-web measures curves (motion along a path, its tangent for auto-orient, trims) on 150
// straight pieces of each by default: a layer turned to such a path is off its tangent by
// half a piece's turn (0.3° on a quarter circle). setQuality, its documented switch, measures
// on 4000, as exactly as a picture can show.
lottie.setQuality(4000);
const animation = lottie.loadAnimation({container: document.getElementById('root'), renderer: 'svg',
                                        loop: false, autoplay: false, animationData: data});
// lottie-web counts frames from the in point.
animation.goToAndStop(%(frame)d - (data.ip || 0), true);
</script></body></html>"""


def screenshot(page, width, height, scale, folder):
    """Chromium's picture of the page at the scale, as unpremultiplied RGBA rows."""
    html, png = os.path.join(folder, "frame.html"), os.path.join(folder, "frame.png")
    with open(html, "w", encoding="utf-8") as file:
        file.write(page)
    # The folder is reused for every frame: a Chromium that writes nothing must not leave the
    # previous frame's picture to be read as this one.
    if os.path.exists(png):
        os.remove(png)
    # Its own process group, so that a Chromium that hangs is ended with all its helpers.
    process = subprocess.Popen(["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                f"--window-size={width},{height}", f"--force-device-scale-factor={scale}",
                                "--default-background-color=00000000", f"--screenshot={png}", "file://" + html],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        process.wait(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        sys.exit("lottie-web: Chromium took more than 120 s to draw a frame")
    if not os.path.exists(png):
        sys.exit("lottie-web: Chromium wrote no screenshot")
    with Image.open(png) as image:
        return numpy.asarray(image.convert("RGBA"))


def main():
    document, out, scales, frames = sys.argv[1:5]
    with open(document, encoding="utf-8") as file:
        data = file.read()
    header = json.loads(data)
    width, height, script = int(header["w"]), int(header["h"]), lottie_web()
    with tempfile.TemporaryDirectory() as folder:
        for scale in (int(s) for s in scales.split(",")):
            for frame in (int(f) for f in frames.split(",")):
                page = PAGE % {"lottie": script, "data": data, "frame": frame, "width": width, "height": height}
                pixels = screenshot(page, width, height, scale, folder)
                if pixels.shape != (height * scale, width * scale, 4):
                    sys.exit(f"lottie-web: a {pixels.shape[1]}x{pixels.shape[0]} screenshot, not {width * scale}x{height * scale}")
                # Screenshots are unpremultiplied: premultiply, rounding to nearest.
                pixels = pixels.reshape(-1, 4).astype(numpy.uint32)
                pixels[:, :3] = (pixels[:, :3] * pixels[:, 3:4] + 127) // 255
                pixels.astype(numpy.uint8).tofile(f"{out}/{frame}@{scale}.rgba")


if __name__ == "__main__":
    main()
