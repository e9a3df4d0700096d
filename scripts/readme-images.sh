#!/usr/bin/env bash
# Re-makes the README's pictures in docs/images from the seed scenes, with a release build:
# frames, a contact sheet, a value plot, an onion skin, an A/B GIF, a sweep, a failing golden
# check's strip (cut with Pillow) and a Chromium screenshot of a review page. Run from the repository root after
# changing a seed scene or how frames are drawn, then look at every picture.
set -euo pipefail
flipbook=.build/release/flipbook
out=docs/images
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product flipbook >/dev/null
"$flipbook" render Assets/scenes/pull-to-refresh.json --at 1.0 --scale 1 --out "$out/pull-to-refresh@1s.png"
"$flipbook" render Assets/scenes/new-status-banner.json --at 0.7 --scale 1 --out "$out/new-status-banner@0.7s.png"
"$flipbook" render Assets/scenes/card-flip.json --at 1.35 --scale 1 --out "$out/card-flip@1.35s.png"
"$flipbook" sheet Assets/scenes/gauge.json --key-instants --out "$out/sheet-gauge.png" --quiet
"$flipbook" plot Assets/scenes/pull-to-refresh.json --out "$out/plot-pull-to-refresh.png" --quiet
"$flipbook" onion Assets/scenes/gauge.json --layer needle --to 0.4 --count 9 --out "$out/onion-gauge-needle.png"
"$flipbook" compare Assets/scenes/gauge.json --set-b leg=0.8 --scale 1 --out "$out/compare-gauge-legs.gif" --quiet
"$flipbook" sweep Assets/scenes/pull-to-refresh.json --set drag=0,0.25,0.5,0.8,1,1.4 --at 1.0,1.4 \
    --out "$out/sweep-pull-to-refresh-drag.png"

# The golden strip: the gauge's goldens checked against the gauge with 0.45 s legs; the first
# row (the first differing frame) halved.
mkdir -p "$work/scenes"
ln -s "$PWD/Assets/images" "$work/images"
sed 's/"leg": 0.4/"leg": 0.45/' Assets/scenes/gauge.json > "$work/scenes/gauge.json"
"$flipbook" check Assets/scenes/gauge.json --goldens "$work/goldens" --record missing --quiet
"$flipbook" check "$work/scenes/gauge.json" --goldens "$work/goldens" --report "$work/report" --quiet || true
strip=$(find "$work/report" -name '*strip*.png' | head -1)
python3 - "$strip" "$out/golden-strip.png" <<'PY'
import sys
from PIL import Image
strip = Image.open(sys.argv[1])
# The header and the first row (expected | actual | diff of one frame) are the top fifth of
# the strip's width; halved.
row = strip.crop((0, 0, strip.width, strip.width // 5))
row.resize((row.width // 2, row.height // 2), Image.LANCZOS).save(sys.argv[2])
PY

# The review page at t = 1.0 s, as a browser shows it.
"$flipbook" review Assets/scenes/pull-to-refresh.json --out "$work/review" --quiet
chromium-headless-shell --no-sandbox --hide-scrollbars --window-size=900,700 \
    --screenshot="$out/review-pull-to-refresh.png" "file://$work/review/index.html#t=1.0" 2>/dev/null
# The tip label exported as Lottie, played by rlottie (rlottie-python, test tooling only) beside
# Flipbook's own frame at 1.2 s.
"$flipbook" render Assets/scenes/tip-label.json --out "$work/tip-label.json" --quiet
"$flipbook" render Assets/scenes/tip-label.json --at 1.2 --out "$work/tip-label@1.2.png" --quiet
"$(dirname "$0")/install-python-tools.sh" rlottie_python=rlottie-python:
python3 - "$work/tip-label.json" "$work/tip-label@1.2.png" "$out/lottie-export-tip-label.png" <<'PY'
import sys
from PIL import Image
from rlottie_python import LottieAnimation
ours = Image.open(sys.argv[2]).convert("RGB")
theirs = LottieAnimation.from_file(sys.argv[1]).render_pillow_frame(frame_num=72, width=ours.width, height=ours.height)
pair = Image.new("RGB", (ours.width * 2 + 8, ours.height), "white")
pair.paste(ours, (0, 0))
pair.paste(theirs.convert("RGB"), (ours.width + 8, 0))
pair.resize((pair.width // 2, pair.height // 2), Image.LANCZOS).save(sys.argv[3])
PY
# A Lottie file in: the hand-written bounce, every 0.25 s, its markers labelled.
"$flipbook" sheet Tests/Corpus/lottie/bounce.json --every 0.25 --columns 9 --out "$out/lottie-import-bounce.png" --quiet
echo "re-made the pictures in $out; look at each before committing"
