#!/usr/bin/env python3
"""Validate Lottie files against the Lottie Animation Community's JSON schema.

Usage: validate_lottie.py FILE...

The schema comes from the lottie-specs package on PyPI (test tooling only; Flipbook never
needs it). Prints one line per file, "FILE: valid" or the first errors with their JSON paths;
exits 0 only when every file is valid.
"""
import json
import sys
from importlib import resources

import jsonschema


def main(paths):
    schema = json.loads(resources.files("lottie_specs").joinpath("data/lottie.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    ok = True
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            ok = False
            print(f"{path}: {len(errors)} errors")
            for error in errors[:5]:
                where = "/".join(str(part) for part in error.absolute_path)
                print(f"  at /{where}: {error.message[:300]}")
        else:
            print(f"{path}: valid")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
