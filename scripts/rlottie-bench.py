#!/usr/bin/env python3
"""Times a current rlottie (PyPI's rlottie-python) on the frames flipbook-bench times Flipbook
on: `make bench`'s baseline for drawing Lottie. Benchmark tooling only; the product never runs it.

    rlottie-bench.py SCALE ROUNDS [--png] DOCUMENT:FRAMES ...

Each document (a .json file) is loaded, and its FRAMES (comma-separated, the document's own
numbers: ip is the first) drawn at SCALE times its size; with --png each frame is also encoded
as a PNG (Pillow, its default compression), as `flipbook render` writes frames. The whole job
runs ROUNDS times; the median job's seconds are printed, loading included, Python's start not.
"""
import ctypes
import io
import sys
import time

from PIL import Image
from rlottie_python import LottieAnimation


def job(scale, png, documents):
    checksum = 0
    for path, frames in documents:
        animation = LottieAnimation.from_file(path)
        width, height = animation.lottie_animation_get_size()
        width, height = width * scale, height * scale
        # rlottie's C call into one buffer kept for every frame (the wrapper's own render
        # allocates and copies a buffer a frame, which would time Python, not rlottie).
        buffer = ctypes.create_string_buffer(width * height * 4)
        render = animation.rlottie_lib.lottie_animation_render
        render.argtypes = [type(animation.animation_p), ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]
        render.restype = None
        for frame in frames:
            render(animation.animation_p, frame, buffer, width, height, width * 4)
            if png:
                # Premultiplied BGRA as straight RGBA, as a PNG holds it.
                image = Image.frombuffer("RGBa", (width, height), buffer, "raw", "BGRa", 0, 1).convert("RGBA")
                encoded = io.BytesIO()
                image.save(encoded, format="PNG")
                checksum += encoded.tell()
            else:
                checksum += buffer[0][0]
    return checksum


def main():
    scale, rounds = int(sys.argv[1]), int(sys.argv[2])
    rest = sys.argv[3:]
    png = "--png" in rest
    documents = []
    for argument in rest:
        if argument == "--png":
            continue
        path, frames = argument.rsplit(":", 1)
        documents.append((path, [int(f) for f in frames.split(",")]))
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        job(scale, png, documents)
        times.append(time.perf_counter() - start)
    print(sorted(times)[rounds // 2])


if __name__ == "__main__":
    main()
