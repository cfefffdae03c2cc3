#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer and AddressSanitizer and runs it for SECONDS seconds.
#
#   Fuzz/run.sh pipeline|mustache SECONDS [LIBFUZZER OPTION...]
#
# The corpus grows in Fuzz/corpus/TARGET (kept between runs, not committed), seeded from the
# fixtures and the built-in templates; findings (crash-, leak-, timeout-, oom- files) go to
# Fuzz/findings/TARGET/. Exits with libFuzzer's status: non-zero when it found something.
# Options after SECONDS go to libFuzzer (`-fork=1 -ignore_crashes=1` keeps going after a finding).
# To reproduce a finding, run the built binary on its file: `Fuzz/.build/release/PipelineFuzzer FILE`.
set -euo pipefail
cd "$(dirname "$0")"

usage() { echo "usage: Fuzz/run.sh pipeline|mustache SECONDS [LIBFUZZER OPTION...]" >&2; exit 64; }
[ $# -ge 2 ] || usage
case "$1" in
    pipeline) product=PipelineFuzzer ;;
    mustache) product=MustacheFuzzer ;;
    *) usage ;;
esac
target=$1
seconds=$2
shift 2

# libFuzzer and AddressSanitizer come with the Swift toolchain, in its clang runtime (a system
# libclang-rt is not what swiftc links); a toolchain without them cannot build the targets.
runtime="$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')/clang/lib/linux"
if ! ls "$runtime"/libclang_rt.fuzzer-*.a "$runtime"/libclang_rt.asan-*.a >/dev/null 2>&1; then
    echo "Fuzz/run.sh: the Swift toolchain has no libFuzzer or AddressSanitizer runtime in $runtime" >&2
    exit 1
fi

# SwiftPM's --sanitize takes one sanitizer per build; `--sanitize fuzzer` makes it leave `main` to
# libFuzzer, and the swiftc flag (which swiftc reads last-wins) adds AddressSanitizer to it.
# The gold linker warns about AddressSanitizer's own local symbols; nothing to act on.
swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address --product "$product" 2>&1 |
    { grep -v "Cannot export local symbol" || true; }
binary=.build/release/$product

seeds=.build/seeds/$target
rm -rf "$seeds"
mkdir -p "$seeds" "corpus/$target" "findings/$target"
case "$target" in
    pipeline)
        # Every spec among the fixtures, valid and invalid, but the fuzz findings: built to take
        # long, they would slow every mutation of them down.
        find ../Fixtures -name '*.yml' -not -path '../Fixtures/fuzz/*' | while read -r spec; do
            cp "$spec" "$seeds/$(echo "${spec#../Fixtures/}" | tr / _)"
        done
        ;;
    mustache)
        # Each built-in template alone (the target's fallback context) and with the context of the
        # example spec, as `TEMPLATE NUL CONTEXT`.
        swift build --package-path .. --product navgen >/dev/null
        context=$(../.build/debug/navgen template context ../Fixtures/TaskApp/navigation.yml)
        find ../Templates -name '*.mustache' | while read -r template; do
            name=$(basename "$template" .mustache)
            cp "$template" "$seeds/$name"
            { cat "$template"; printf '\0%s' "$context"; } > "$seeds/$name-TaskApp"
        done
        ;;
esac

status=0
nice -n 10 "$binary" -max_total_time="$seconds" -timeout=1 -max_len=65536 -rss_limit_mb=2048 \
    -dict=navgen.dict -artifact_prefix="findings/$target/" -print_final_stats=1 \
    "$@" "corpus/$target" "$seeds" || status=$?
# The CPU time of the run, which the figures in Fuzz/README.md count: `times` prints the user and
# system time of this shell, then of the processes it waited for (the build, the fuzzer).
echo "Fuzz/run.sh: $target CPU time (user, system) of the shell, then of the build and the fuzzer:"
times
exit "$status"
