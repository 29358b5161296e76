#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema committed under
Tests/CoordVizReviewTests/Fixtures. Usage: validate-sarif.py FILE... ; exits 1 naming each problem."""
import json
import pathlib
import sys

import jsonschema

schema_path = pathlib.Path(__file__).resolve().parent.parent / "Tests/CoordVizReviewTests/Fixtures/sarif-schema-2.1.0.json"
schema = json.loads(schema_path.read_text(encoding="utf-8"))
validator = jsonschema.Draft4Validator(schema)
failed = False
for name in sys.argv[1:]:
    document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
        print(f"{name}: error: {path}: {error.message}", file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
