#!/usr/bin/env bash
# Proves the build tool plugin and the drift check on Examples/Modular, an app target and two
# feature modules whose specs the app's spec includes:
#   1. the package builds with the plugin-generated code of each module, and every module's
#      committed copy is up to date;
#   2. a hand-edited committed copy of any module fails that module's `navgen check`;
#   3. a change to a feature's spec alone reruns navgen for the targets whose specs include it
#      (a screen that is no longer public fails their build with the located diagnostic);
#   4. a feature's renamed screen breaks the app's build at the app's call site.
# The specs and the committed copies are restored whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

example=Examples/Modular
modules=(Profile Checkout App)
backup=$(mktemp -d)
for module in "${modules[@]}"; do
    cp "$example/Sources/$module/navigation.yml" "$backup/$module.yml"
    cp "$example/Generated/$module.swift" "$backup/$module.swift"
done
restore() {
    for module in "${modules[@]}"; do
        cp "$backup/$module.yml" "$example/Sources/$module/navigation.yml"
        cp "$backup/$module.swift" "$example/Generated/$module.swift"
    done
}
trap 'restore; rm -rf "$backup"' EXIT

swift build --product navgen >/dev/null
navgen=.build/debug/navgen
log=$(mktemp)

echo "modular example: build with the plugin"
swift build --package-path "$example"
for module in "${modules[@]}"; do
    "$navgen" check "$example/Sources/$module/navigation.yml"
done

echo "modular example: a hand-edited generated file of any module fails its drift check"
for module in "${modules[@]}"; do
    sed -i 's/static func instantiate(/static func make(/' "$example/Generated/$module.swift"
    if "$navgen" check "$example/Sources/$module/navigation.yml" >"$log" 2>&1; then
        echo "FAIL: navgen check passed on a hand-edited $module.swift"; exit 1
    fi
    grep -q "^-.*static func make(" "$log" || { echo "FAIL: the diff does not show the edit of $module.swift"; cat "$log"; exit 1; }
    cp "$backup/$module.swift" "$example/Generated/$module.swift"
done

echo "modular example: a change to Profile's spec alone reruns navgen for the specs that include it"
perl -0pi -e 's/    public: true\n/    public: false\n/' "$example/Sources/Profile/navigation.yml"
if swift build --package-path "$example" >"$log" 2>&1; then
    echo "FAIL: the build passed although Profile's UserInfo is no longer public"; exit 1
fi
grep -Eq "(App|Checkout)/navigation.yml:[0-9]+:[0-9]+: error: screen 'UserInfo' of module 'Profile' is not public" "$log" \
    || { echo "FAIL: the build log has no located diagnostic from a spec that includes Profile's"; cat "$log"; exit 1; }
restore

echo "modular example: a screen Profile renames breaks the app's build at its call site"
perl -0pi -e 's/  UserInfo:\n    source: code\n/  UserPage:\n    source: code\n    class: UserInfoViewController\n/; s/from: UserInfo,/from: UserPage,/' \
    "$example/Sources/Profile/navigation.yml"
sed -i 's/Profile\.UserInfo/Profile.UserPage/' "$example/Sources/Checkout/navigation.yml" "$example/Sources/App/navigation.yml"
if swift build --package-path "$example" >"$log" 2>&1; then
    echo "FAIL: the build passed although pushUserInfo(userID:) no longer exists"; exit 1
fi
grep -Eq "App/Screens.swift:[0-9]+:[0-9]+: error: .*pushUserInfo" "$log" \
    || { echo "FAIL: the build did not fail at the app's call site"; cat "$log"; exit 1; }
restore

swift build --package-path "$example" >/dev/null
echo "modular example: all 4 checks passed"
