#!/usr/bin/env bash
# Installs the Debian packages given as arguments, only if one is missing.
# Idempotent: when everything is installed it runs nothing, not even `apt-get update`.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: swift is not on PATH; install Swift 6.0 or newer (swift.org) first" >&2
    exit 3
fi

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 3; }
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
