#!/usr/bin/env python3
"""Cross-checks an APNG written by Flipbook with Pillow, an independent reader.

Usage: check_apng.py FILE.apng FRAMES DURATION_MS
Exits 0 when Pillow reads FRAMES frames whose durations add up to DURATION_MS (±1 ms per frame).
"""
import sys

from PIL import Image

path, frames, duration = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
image = Image.open(path)
durations = []
for index in range(image.n_frames):
    image.seek(index)
    durations.append(image.info["duration"])
ok = image.format == "PNG" and image.n_frames == frames and abs(sum(durations) - duration) <= frames
print(f"{image.n_frames} frames, {sum(durations)} ms: {'ok' if ok else 'MISMATCH'}")
sys.exit(0 if ok else 1)
