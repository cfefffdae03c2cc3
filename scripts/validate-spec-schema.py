#!/usr/bin/env python3
"""Validates navigation specs against navgen's JSON Schema with a real JSON Schema validator.

Usage: validate-spec-schema.py SCHEMA SPEC...

Prints one line per spec, `valid PATH` or `invalid PATH: MESSAGE`, and exits 0. A test helper:
navgen itself never runs Python. Needs the packages jsonschema and PyYAML.
"""
import json
import sys

import jsonschema
import yaml


LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    for path in sys.argv[2:]:
        try:
            with open(path, encoding="utf-8") as file:
                # libyaml's loader, as navgen reads YAML with libyaml: PyYAML's own parser
                # refuses some plain scalars libyaml accepts (`{ type: URL? }`).
                document = yaml.load(file, Loader=LOADER)
        except (yaml.YAMLError, UnicodeDecodeError) as error:
            print(f"invalid {path}: not YAML: {str(error).splitlines()[0]}")
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            where = "/".join(str(part) for part in first.absolute_path)
            print(f"invalid {path}: at '{where}': {first.message}")
        else:
            print(f"valid {path}")


if __name__ == "__main__":
    main()
