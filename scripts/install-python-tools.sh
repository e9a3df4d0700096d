#!/usr/bin/env bash
# Makes the Python modules the tests and benchmarks use importable (never the product):
# arguments are pairs MODULE=PYPI_NAME:DEBIAN_PACKAGE, e.g. PIL=Pillow:python3-pil; an empty
# DEBIAN_PACKAGE (lottie_specs=lottie-specs:) means PyPI only.
# Idempotent: when every module imports, it installs nothing.
# pip first (it installs into whichever python3 is on PATH: a venv, pyenv, or the system's);
# where pip is missing or the system Python is externally managed (PEP 668), Debian's packages.
set -euo pipefail

missing_pip=()
missing_apt=()
for spec in "$@"; do
    module=${spec%%=*}
    names=${spec#*=}
    if ! python3 -c "import $module" >/dev/null 2>&1; then
        missing_pip+=("${names%%:*}")
        [ -n "${names#*:}" ] && missing_apt+=("${names#*:}")
    fi
done
[ "${#missing_pip[@]}" -eq 0 ] && exit 0

echo "install-python-tools: installing ${missing_pip[*]}" >&2
if python3 -m pip --version >/dev/null 2>&1 && python3 -m pip install --quiet "${missing_pip[@]}"; then
    exit 0
fi
echo "install-python-tools: pip could not install them; using Debian's ${missing_apt[*]}" >&2
exec "$(dirname "$0")/install-deps.sh" "${missing_apt[@]}"
