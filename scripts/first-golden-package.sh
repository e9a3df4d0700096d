#!/usr/bin/env bash
# Writes docs/first-golden.md's package into a folder: each code block after a
# `<!-- first golden: PATH -->` line is the file PATH. Used by check-dependent-build.sh and
# first-run-times.sh, so what they build is the page as it stands.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
package="${1:?usage: first-golden-package.sh FOLDER}"
mkdir -p "$package/Tests/HelloTests/__Goldens__"
awk -v dir="$package" '
    /^<!-- first golden: .* -->$/ { path = $4; next }
    path != "" && /^```/ { if (inside) { inside = 0; path = "" } else { inside = 1; file = dir "/" path; system("mkdir -p \"$(dirname \"" file "\")\""); printf "" > file } next }
    inside { print >> file }
' "$root/docs/first-golden.md"
for file in Package.swift Sources/Hello/Badge.swift Tests/HelloTests/BadgeTests.swift; do
    [ -s "$package/$file" ] || { echo "first-golden-package: docs/first-golden.md gives no $file" >&2; exit 1; }
done
