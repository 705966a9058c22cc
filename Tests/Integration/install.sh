#!/usr/bin/env bash
# make install / uninstall into a scratch PREFIX, and the installed binary runs with the Swift
# toolchain out of reach (its libraries hidden by a private mount), as on a machine without it.
set -euo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
ok() { echo "install: ok: $*"; passed=$((passed + 1)); }
bad() { echo "install: FAIL: $*"; failed=$((failed + 1)); }

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install PREFIX="$prefix" >/dev/null
bin="$prefix/bin/linkcheck"
[[ -x $bin ]] && ok "make install put an executable at PREFIX/bin/linkcheck" || bad "no $bin"

expected="linkcheck $(sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/LinkCheckCore/Version.swift)"
[[ $("$bin" --version) == "$expected" ]] && ok "--version prints $expected" || bad "--version: $("$bin" --version)"

if ldd "$bin" 2>/dev/null | grep -q 'libswift\|libFoundation\|/opt/swift'; then
  bad "the binary links Swift libraries dynamically: $(ldd "$bin" | grep -i swift)"
else
  ok "ldd shows no Swift runtime library"
fi

swift_root=$(dirname "$(dirname "$(command -v swift)")")
if unshare --mount true 2>/dev/null; then
  out=$(unshare --mount sh -c "mount -t tmpfs none '$swift_root' && '$bin' check --project fixtures/project/linkcheck.json" 2>&1 | tail -1) || true
  [[ $out == "60 passed, 0 failed, 0 errors, 0 warnings" ]] \
    && ok "runs the fixtures with $swift_root hidden" || bad "with $swift_root hidden: $out"
else
  echo "install: note: unshare is not permitted here; relying on the ldd check"
fi

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
[[ ! -e $bin ]] && ok "make uninstall removed it" || bad "make uninstall left $bin"

echo "install: $passed passed, $failed failed"
((failed == 0))
