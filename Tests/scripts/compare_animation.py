#!/usr/bin/env python3
"""Decodes an animated PNG, WebP or GIF with an independent reader and compares it with the
PNG sequence it was made from: ffmpeg for APNG, Pillow for the others.

Pillow is not used for APNG: it composites APNG_DISPOSE_OP_PREVIOUS frames wrongly (files
from apngopt, the reference optimizer, decode differently in Pillow and in ffmpeg, browsers
and libpng's APNG patch), and Flipbook's encoder uses that disposal.

Usage: compare_animation.py ANIMATION FRAMES_DIR [--lossy MIN_PSNR]

The sequence's runs of identical frames may be merged into one longer frame, so the decoded
frames are compared with the sequence with those runs collapsed. Lossless (the default): every
pixel equal, except that the colour of a fully transparent pixel is not compared. With --lossy,
every frame's PSNR must be at least MIN_PSNR dB. Prints one line: frames, duration, verdict,
and (for --lossy) the lowest PSNR; exits 0 when everything matches.
"""
import glob
import math
import os
import subprocess
import sys
import tempfile

import numpy
from PIL import Image


def normalized(rgba):
    """RGBA as int arrays with the colour of fully transparent pixels zeroed."""
    array = numpy.asarray(rgba, dtype=numpy.int32).copy()
    array[array[..., 3] == 0] = 0
    return array


def psnr(a, b):
    mse = numpy.mean((a - b) ** 2)
    return math.inf if mse == 0 else 10 * math.log10(255 ** 2 / mse)


def decode(path):
    """The frames as shown, their durations in milliseconds, and the format's name."""
    image = Image.open(path)
    if image.format == "PNG":
        return decode_with_ffmpeg(path) + ("APNG (ffmpeg)",)
    decoded, durations = [], []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        decoded.append(normalized(image.convert("RGBA")))
        durations.append(image.info.get("duration", 0))
    return decoded, durations, f"{image.format} (Pillow)"


def decode_with_ffmpeg(path):
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["ffmpeg", "-loglevel", "error", "-i", path, "-fps_mode", "passthrough", "-pix_fmt", "rgba",
                        os.path.join(folder, "%05d.png")], check=True)
        frames = [normalized(Image.open(name).convert("RGBA")) for name in sorted(glob.glob(os.path.join(folder, "*.png")))]
    probe = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pkt_duration_time",
                            "-of", "csv=p=0", path], check=True, capture_output=True, text=True).stdout
    durations = [round(float(line) * 1000) for line in probe.split() if line.strip() and line != "N/A"]
    return frames, durations


def main():
    path, folder = sys.argv[1], sys.argv[2]
    minimum = float(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--lossy" else None
    expected = []
    for name in sorted(glob.glob(os.path.join(folder, "frame-*.png"))):
        frame = normalized(Image.open(name).convert("RGBA"))
        if not expected or not numpy.array_equal(expected[-1], frame):
            expected.append(frame)
    decoded, durations, kind = decode(path)
    problems = []
    if len(decoded) != len(expected):
        problems.append(f"{len(decoded)} frames decoded, {len(expected)} distinct frames in {folder}")
    lowest = math.inf
    for index, (got, want) in enumerate(zip(decoded, expected)):
        if got.shape != want.shape:
            problems.append(f"frame {index}: {got.shape} against {want.shape}")
            continue
        if minimum is None:
            if not numpy.array_equal(got, want):
                count = int(numpy.any(got != want, axis=-1).sum())
                problems.append(f"frame {index}: {count} pixels differ")
        else:
            lowest = min(lowest, psnr(got, want))
    if minimum is not None and lowest < minimum:
        problems.append(f"lowest PSNR {lowest:.1f} dB < {minimum} dB")
    verdict = "ok" if not problems else "MISMATCH: " + "; ".join(problems[:5])
    print(f"{kind} {len(decoded)} frames {sum(durations)} ms"
          + (f" lowest PSNR {lowest:.1f} dB" if minimum is not None else "") + f": {verdict}")
    sys.exit(0 if not problems else 1)


main()
