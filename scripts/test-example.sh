#!/usr/bin/env bash
# Proves the build tool plugin and the drift check on Examples/TaskApp:
#   1. the example builds with the plugin-generated code, and its committed copy is up to date;
#   2. a change to the spec changes the compiled code (a renamed transition breaks the call site);
#   3. an error in the spec fails the build with the located diagnostic in the build log;
#   4. a hand-edited committed copy fails `navgen check`;
#   5. a storyboard that no longer has the spec's storyboard ID fails the build (`navgen verify`).
# The spec, the storyboard and the committed copy are restored whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

example=Examples/TaskApp
spec=$example/Sources/TaskApp/navigation.yml
generated=$example/Generated/Navigation.swift
storyboard=$example/Sources/TaskApp/Resources/UserInfo.storyboard
backup=$(mktemp -d)
cp "$spec" "$backup/navigation.yml"
cp "$generated" "$backup/Navigation.swift"
cp "$storyboard" "$backup/UserInfo.storyboard"
trap 'cp "$backup/navigation.yml" "$spec"; cp "$backup/Navigation.swift" "$generated"; cp "$backup/UserInfo.storyboard" "$storyboard"; rm -rf "$backup"' EXIT

swift build --product navgen >/dev/null
navgen=.build/debug/navgen
log=$(mktemp)

echo "example: build with the plugin"
swift build --package-path "$example"
"$navgen" check "$spec"

echo "example: a renamed transition changes the compiled code"
perl -0pi -e 's/    to: UserInfo\n/    to: UserInfo\n    name: owner\n/' "$spec"
if swift build --package-path "$example" >"$log" 2>&1; then
    echo "FAIL: the build passed although presentUserInfo(user:) no longer exists"; exit 1
fi
grep -q "presentUserInfo" "$log" || { echo "FAIL: the build did not fail at the call site"; cat "$log"; exit 1; }
cp "$backup/navigation.yml" "$spec"

echo "example: a spec error fails the build with its location"
perl -0pi -e 's/    to: UserInfo\n    style: fullScreen/    to: UserInfo\n    style: fullscreen/' "$spec"
if swift build --package-path "$example" >"$log" 2>&1; then
    echo "FAIL: the build passed with an invalid spec"; exit 1
fi
grep -q "navigation.yml:[0-9]*:[0-9]*: error: 'fullscreen' is not a valid 'style'" "$log" \
    || { echo "FAIL: the build log has no located diagnostic"; cat "$log"; exit 1; }
cp "$backup/navigation.yml" "$spec"

echo "example: a hand-edited generated file fails the drift check"
sed -i 's/presentUserInfo/presentUser/' "$generated"
if "$navgen" check "$spec" >"$log" 2>&1; then
    echo "FAIL: navgen check passed on a hand-edited file"; exit 1
fi
grep -q "^-    func presentUser(" "$log" || { echo "FAIL: the diff does not show the edit"; cat "$log"; exit 1; }

cp "$backup/Navigation.swift" "$generated"

echo "example: a storyboard that lost the spec's storyboard ID fails the build"
sed -i 's/storyboardIdentifier="UserInfoViewController"/storyboardIdentifier="UserInfo"/' "$storyboard"
if swift build --package-path "$example" >"$log" 2>&1; then
    echo "FAIL: the build passed although UserInfo.storyboard lost the storyboard ID"; exit 1
fi
grep -q "navigation.yml:[0-9]*:[0-9]*: error: storyboard 'UserInfo' has no scene with storyboard ID 'UserInfoViewController'" "$log" \
    || { echo "FAIL: the build log has no located verify diagnostic"; cat "$log"; exit 1; }
cp "$backup/UserInfo.storyboard" "$storyboard"

swift build --package-path "$example" >/dev/null
echo "example: all 5 checks passed"
