#!/usr/bin/env bash
# Proves the build tool plugin and the drift check on Examples/TaskApp:
#   1. the example builds with the plugin-generated code, and its committed copy is up to date;
#   2. a change to the spec changes the compiled code (a renamed transition breaks the call site);
#   3. an error in the spec fails the build with the located diagnostic in the build log;
#   4. a hand-edited committed copy fails `navgen check`;
#   5. a storyboard that no longer has the spec's storyboard ID fails the build (`navgen verify`);
#   6. the command plugin writes the committed copy, and the package, which also uses the build
#      plugin, still builds: nothing is declared twice;
#   7. an output committed inside the target is compiled once: the build plugin warns, naming it,
#      and does not generate it again;
#   8. the build plugin's code has the access level that the spec's output asks for.
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
in_target=$example/Sources/TaskApp/Navigation.generated.swift
trap 'cp "$backup/navigation.yml" "$spec"; cp "$backup/Navigation.swift" "$generated"; cp "$backup/UserInfo.storyboard" "$storyboard"; rm -f "$in_target"; rm -rf "$backup"' EXIT

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

echo "example: the command plugin writes the committed copy, and the package builds with both plugins"
swift package --package-path "$example" --allow-writing-to-package-directory navgen-generate
cmp -s "$generated" "$backup/Navigation.swift" || { echo "FAIL: navgen-generate changed the committed copy"; exit 1; }
swift build --package-path "$example"

echo "example: an output committed in the target is compiled once"
sed -i 's|output: ../../Generated/Navigation.swift|output: Navigation.generated.swift|' "$spec"
swift package --package-path "$example" --allow-writing-to-package-directory navgen-generate
[ -f "$in_target" ] || { echo "FAIL: navgen-generate did not write $in_target"; exit 1; }
swift build --package-path "$example" >"$log" 2>&1 || { echo "FAIL: the build compiled the committed output twice"; cat "$log"; exit 1; }
grep -q "warning: navgen: .*/Sources/TaskApp/Navigation.generated.swift, the uikit output of navigation.yml, is a source file of target 'TaskApp'" "$log" \
    || { echo "FAIL: the build plugin did not warn about the committed output"; cat "$log"; exit 1; }
rm "$in_target"
cp "$backup/navigation.yml" "$spec"

echo "example: the build plugin writes the access level of the spec's output"
perl -0pi -e 's|(    output: \.\./\.\./Generated/Navigation\.swift\n)|$1    accessLevel: public\n|' "$spec"
swift build --package-path "$example" >"$log" 2>&1 || { echo "FAIL: the public build failed"; cat "$log"; exit 1; }
plugin_output=$(find "$example/.build/plugins/outputs" -name navigation.uikit.swift | head -1)
grep -q "public static func instantiate(user:" "$plugin_output" \
    || { echo "FAIL: the plugin's code in $plugin_output is not public"; exit 1; }
cp "$backup/navigation.yml" "$spec"

swift build --package-path "$example" >/dev/null
echo "example: all 8 checks passed"
