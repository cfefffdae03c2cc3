#!/usr/bin/env bash
# Measures time and peak memory of navgen on the largest inputs it refuses or accepts (the table
# in docs/Security.md). Usage: scripts/measure-limits.sh [NAVGEN]; default the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
navgen=$(realpath "${1:-.build/debug/navgen}")
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT

python3 - "$folder" <<'PYTHON'
import sys, os
folder = sys.argv[1]
def write(name, text):
    with open(os.path.join(folder, name), 'w') as f: f.write(text)
write('huge-scalar.yml', 'version: 1\nscreens:\n  Home:\n    summary: ' + 'a' * (100 * 1024 * 1024) + '\n')
write('million-entries.yml', 'version: 1\nscreens:\n' + ''.join(f'  S{i}: ~\n' for i in range(1_000_000)))
write('million-items.yml', 'version: 1\nimports: [' + ', '.join(['A'] * 1_000_000) + ']\nscreens: {Home: {}}\n')
write('repeated-key.yml', 'version: 1\nscreens:\n' + '  Home: {}\n' * 10_000)
write('three-million-nodes.yml', 'version: 1\nscreens:\n' + ''.join(f'  S{i}: {{parameters: {{a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I}}}}\n' for i in range(150_000)))
write('nested.yml', 'version: 1\nscreens: ' + '[' * 10_000 + ']' * 10_000 + '\n')
write('largest-accepted.yml', 'version: 1\nscreens:\n' + ''.join(f'  S{i}: ~\n' for i in range(200_000)))
PYTHON

cd "$folder"
measure() {
    /usr/bin/time -f "%e s, %M KB: navgen $*" "$navgen" "$@" >/dev/null 2>time.log || true
    tail -n 1 time.log
}
for spec in huge-scalar million-entries million-items three-million-nodes repeated-key nested largest-accepted; do
    measure lint "$spec.yml"
done
measure generate largest-accepted.yml --template uikit --output largest.swift
