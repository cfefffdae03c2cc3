#!/usr/bin/env bash
# Proves what scripts/make-artifactbundle made in OUTPUT_DIR from this work tree, as it is now
# (Linux; docs/Integration.md):
#   1. info.json is schema 1.0, of this version, and names this machine's variant;
#   2. that navgen loads neither libyaml nor any library of the Swift toolchain (ldd);
#   3. it runs with an empty LD_LIBRARY_PATH where the toolchain and libyaml are hidden, and
#      generates Fixtures/TaskApp/navigation.yml with both built-in templates byte for byte as the
#      navgen built from source does;
#   4. a copy of this package whose manifest points the plugins at the bundle's zip
#      (scripts/use-artifactbundle --path) builds Examples/TaskApp with the build tool plugin, and
#      passes `swift package navgen-check`, where libyaml is hidden: navgen is not compiled for it;
#   5. the same build makes the same zip, and a bundle of the same version keeps its other variants;
#   6. the release scripts refuse a CHANGELOG.md whose latest release is not the version, a folder
#      that holds a bundle of another version, a manifest already pointed at a bundle, a bad checksum;
#   7. the manifest a release makes (scripts/use-artifactbundle --url) loads, and its three plugins
#      depend on the binary target of that URL with the zip's checksum (SwiftPM's is its SHA-256).
# libyaml and the toolchain are hidden in a mount namespace of their own (unshare): libyaml's
# header is replaced by one that is an #error, its libraries and pkg-config file by empty files,
# the toolchain's folder by an empty one; the source build of navgen serves as the control.
#
#   scripts/test-artifactbundle.sh OUTPUT_DIR
set -euo pipefail

fail() { echo "FAIL: $*" >&2; exit 1; }

[ $# -eq 1 ] || { echo "usage: scripts/test-artifactbundle.sh OUTPUT_DIR" >&2; exit 2; }
out=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
root=$(pwd)

version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' Sources/NavGenCore/NavGenVersion.swift)
bundle=$out/navgen.artifactbundle
zip=$out/navgen-$version.artifactbundle.zip
triple="$(uname -m)-unknown-linux-gnu"
navgen=$bundle/$triple/bin/navgen
[ -x "$navgen" ] && [ -f "$zip" ] || fail "$out holds no bundle of navgen $version for $triple with its zip"
unshare --mount true 2>/dev/null || fail "this check hides libyaml in a mount namespace, and 'unshare --mount' is refused here (run it as root)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "artifact bundle: info.json"
python3 - "$bundle" "$version" "$triple" <<'PYTHON' || fail "info.json is not what SwiftPM reads"
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
artifact = info["artifacts"]["navgen"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
variants = {triple: variant["path"] for variant in artifact["variants"] for triple in variant["supportedTriples"]}
assert variants.get(triple) == f"{triple}/bin/navgen", variants
for path in variants.values():
    assert os.access(os.path.join(bundle, path), os.X_OK), path
PYTHON

echo "artifact bundle: the dynamic libraries of navgen"
ldd "$navgen" | tee "$work/ldd"
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")
if grep -E "libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|not found|$toolchain" "$work/ldd"; then
    fail "navgen loads the libraries above"
fi

# The outputs of the source build, to compare with.
swift build --product navgen >/dev/null
spec=Fixtures/TaskApp/navigation.yml
for template in uikit swiftui; do
    .build/debug/navgen generate "$spec" --template "$template" --output "$work/source.$template.swift" --quiet
done

# Every file of libyaml, as the loader and pkg-config find it, each once.
libdir=$(pkg-config --variable=libdir yaml-0.1)
yaml_header=$(pkg-config --variable=includedir yaml-0.1)/yaml.h
yaml_files=$( { ls "$libdir"/libyaml[.-]*; pkg-config --variable=pcfiledir yaml-0.1 | sed 's|$|/yaml-0.1.pc|';
    ldconfig -p | sed -n 's/.*libyaml.* => //p'; } | xargs realpath | sort -u)
printf '#error "libyaml is hidden from this build"\n' >"$work/yaml.h"
# Runs a command where libyaml is hidden, and the Swift toolchain too with --no-toolchain.
hidden() {
    local hide_toolchain=""
    if [ "$1" = --no-toolchain ]; then hide_toolchain=$toolchain; shift; fi
    YAML_FILES=$yaml_files YAML_HEADER=$yaml_header BLOCKER=$work/yaml.h TOOLCHAIN=$hide_toolchain \
        unshare --mount --propagation private bash -c '
            set -e
            mount --bind "$BLOCKER" "$YAML_HEADER"
            for file in $YAML_FILES; do mount --bind /dev/null "$file"; done
            if [ -n "$TOOLCHAIN" ]; then mount -t tmpfs none "$TOOLCHAIN"; fi
            exec "$@"' hidden "$@"
}

echo "artifact bundle: the controls (libyaml and the toolchain are hidden)"
if hidden bash -c 'printf "#include <yaml.h>\n" | cc -E - >/dev/null 2>&1 || exit 1; pkg-config --exists yaml-0.1'; then
    fail "libyaml's header or pkg-config file can still be used where it is hidden"
fi
if hidden --no-toolchain env LD_LIBRARY_PATH= "$root/.build/debug/navgen" --version >/dev/null 2>&1; then
    fail "the source build of navgen runs where libyaml and the Swift toolchain are hidden"
fi

echo "artifact bundle: navgen runs without libyaml, the toolchain or LD_LIBRARY_PATH"
printed=$(hidden --no-toolchain env LD_LIBRARY_PATH= "$navgen" --version)
[ "$printed" = "navgen $version" ] || fail "the bundle's navgen prints '$printed', not 'navgen $version'"
for template in uikit swiftui; do
    hidden --no-toolchain env LD_LIBRARY_PATH= "$navgen" generate "$spec" --template "$template" \
        --output "$work/bundle.$template.swift" --quiet
    cmp "$work/source.$template.swift" "$work/bundle.$template.swift" \
        || fail "the bundle's navgen writes other $template code than the source build"
done

echo "artifact bundle: the same build makes the same zip; a second platform's variant is kept"
scripts/make-artifactbundle "$work/again" >/dev/null 2>&1 || fail "make-artifactbundle failed a second time"
cmp "$zip" "$work/again/$(basename "$zip")" || fail "the same build made another zip"
# The variant of a Mac, as the run of the script there leaves it, then this machine's run.
mkdir -p "$work/merged/navgen.artifactbundle/arm64-apple-macosx/bin"
cp "$navgen" "$work/merged/navgen.artifactbundle/arm64-apple-macosx/bin/navgen"
cp "$bundle/info.json" "$work/merged/navgen.artifactbundle/"
scripts/make-artifactbundle "$work/merged" >/dev/null 2>&1 || fail "make-artifactbundle failed on a bundle of the same version"
python3 - "$work/merged/navgen.artifactbundle/info.json" <<'PYTHON' || fail "info.json does not list both variants"
import json, sys
variants = json.load(open(sys.argv[1]))["artifacts"]["navgen"]["variants"]
assert [variant["supportedTriples"] for variant in variants] == [["arm64-apple-macosx"], ["x86_64-unknown-linux-gnu"]], variants
PYTHON
unzip -l "$work/merged/$(basename "$zip")" >"$work/merged.list"
grep -q "arm64-apple-macosx/bin/navgen" "$work/merged.list" || fail "the zip lacks the kept variant"

echo "artifact bundle: Examples/TaskApp with the plugins on the bundle, libyaml hidden"
copy=$work/navgen
mkdir "$copy"
# The package as it is in the work tree, without its build folders.
git ls-files -z --cached --others --exclude-standard | tar --null --files-from=- --ignore-failed-read -cf - |
    tar -xf - -C "$copy"
mkdir "$copy/Binaries"
cp "$zip" "$copy/Binaries/"
scripts/use-artifactbundle --path "Binaries/$(basename "$zip")" "$copy" >/dev/null

echo "artifact bundle: the release scripts refuse what would make a wrong release"
refused() {
    local message=$1
    shift
    if "$@" >"$work/refusal.log" 2>&1; then fail "'$*' passed"; fi
    grep -qF "$message" "$work/refusal.log" || { cat "$work/refusal.log"; fail "'$*' did not say: $message"; }
}
refused "must hold the line 'let navgenArtifactBundle: Target? = nil' once" \
    scripts/use-artifactbundle --path "Binaries/$(basename "$zip")" "$copy"
refused "the checksum must be" scripts/use-artifactbundle --url https://example.com/navgen.zip --checksum 1234 "$copy"
perl -0pi -e 's/## \[Unreleased\]\n/## [Unreleased]\n\n## [99.0.0] - 2099-01-01\n/' "$copy/CHANGELOG.md"
refused "CHANGELOG.md's latest release is '99.0.0', NavGenVersion.current is '$version'" \
    "$copy/scripts/make-artifactbundle" "$work/refused"
cp CHANGELOG.md "$copy/CHANGELOG.md"
mkdir -p "$work/older/navgen.artifactbundle"
printf '{"schemaVersion": "1.0", "artifacts": {"navgen": {"version": "0.0.1"}}}\n' >"$work/older/navgen.artifactbundle/info.json"
refused "holds another version of navgen" "$copy/scripts/make-artifactbundle" "$work/older"
example=$copy/Examples/TaskApp
hidden swift build --package-path "$example" -v >"$work/build.log" 2>&1 \
    || { cat "$work/build.log"; fail "Examples/TaskApp does not build with the plugins on the bundle"; }
grep -qF "$example/.build/artifacts/navgen/NavGenBinary/navgen.artifactbundle/$triple/bin/navgen generate" "$work/build.log" \
    || { cat "$work/build.log"; fail "the build tool plugin did not run the bundle's navgen"; }
# SwiftPM lays out a folder for every module of the package graph, but compiles only what is built.
if find "$example/.build" \( -name '*.o' -o -name '*.swiftmodule' \) | grep -E '/(navgen|CNavGenYAML|NavGen[A-Za-z]*)(\.build/|\.swiftmodule)'; then
    fail "the example's build compiled navgen's sources"
fi
generated=$(find "$example/.build/plugins/outputs" -name navigation.uikit.swift)
# The same arguments as the build tool plugin's, which attributes the app's types to the spec.
.build/debug/navgen generate "$example/Sources/TaskApp/navigation.yml" --template uikit --output "$work/example.swift" \
    --source-locations --quiet
cmp "$work/example.swift" "$generated" || fail "the plugin generated other code than the source build"
hidden swift package --package-path "$example" navgen-check >"$work/check.log" 2>&1 \
    || { cat "$work/check.log"; fail "navgen-check failed with the plugins on the bundle"; }
echo "artifact bundle: a release's manifest serves the plugins from the zip's URL and checksum"
cp Package.swift "$copy/Package.swift"
url=https://example.com/navgen/releases/download/$version/$(basename "$zip")
scripts/use-artifactbundle --url "$url" --checksum "$(swift package compute-checksum "$zip")" "$copy" >/dev/null
swift package --package-path "$copy" dump-package >"$work/manifest.json" 2>"$work/dump.log" \
    || { cat "$work/dump.log"; fail "the release's manifest does not load"; }
python3 - "$work/manifest.json" "$url" "$(sha256sum "$zip" | cut -d' ' -f1)" <<'PYTHON' || fail "the release's manifest is not what it should be"
import json, sys
manifest, url, checksum = sys.argv[1:]
targets = json.load(open(manifest))["targets"]
binaries = [(t["name"], t["url"], t["checksum"]) for t in targets if t["type"] == "binary"]
assert binaries == [("NavGenBinary", url, checksum)], binaries
plugins = {t["name"]: t["dependencies"] for t in targets if t["type"] == "plugin"}
assert plugins and all(d == [{"target": ["NavGenBinary", None]}] for d in plugins.values()), plugins
PYTHON
echo "artifact bundle: all checks passed"
