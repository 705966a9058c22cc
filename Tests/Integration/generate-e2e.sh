#!/usr/bin/env bash
# End to end: the Swift that `linkcheck generate` writes, built and run by the real client.
#
#   bash Tests/Integration/generate-e2e.sh        (from anywhere; needs swift and python3)
#
# Copies fixtures/e2e/MiApp (a package shaped like an app's hand-written link code) to a temporary
# folder, writes the tests `linkcheck generate tests` makes from its routes.cases.json beside its own
# test, and runs `swift test` there:
#   1. the hand-written parser passes every generated case (Swift Testing, then XCTest);
#   2. fixtures/e2e/drifted/DeepLink.swift (two drifts) fails exactly its four known cases, each
#      failure naming routes.cases.json:LINE with the expected and the actual destination;
#   3. the parser from `linkcheck generate swift routes.schema.json` passes them all, and so does
#      one from the schema with two links swapped (the most specific link wins, not the first);
#   4. the parser from a drifted copy of the schema fails exactly its four known cases of the
#      original table, the same ones `linkcheck routes` fails with that schema;
#   5. for each schema in fixtures/forms and fixtures/realapps, the generated parser passes the
#      tests generated from its table (Firefox's with `--enums top-level`).
# One copy serves every step, so each `swift test` after the first rebuilds only what changed.
# Last line: `generate-e2e: N passed, M failed`; the exit status is non-zero on any failure.
# KEEP_TMP=1 keeps the temporary folder and prints its path.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
start=$SECONDS
passed=0 failed=0
ok() { echo "generate-e2e: ok: $*"; passed=$((passed + 1)); }
bad() { echo "generate-e2e: FAIL: $*"; failed=$((failed + 1)); }

if ! command -v swift >/dev/null 2>&1; then
  echo "generate-e2e: skipped: swift is not on PATH"
  exit 0
fi

# LINKCHECK=path tests that binary (a release build, an installed one) instead of building one.
if [[ -n ${LINKCHECK:-} ]]; then
  linkcheck=$(cd "$(dirname "$LINKCHECK")" && pwd)/$(basename "$LINKCHECK")
else
  if ! build_log=$(swift build --product linkcheck 2>&1); then
    printf '%s\n' "$build_log" | tail -20
    echo "generate-e2e: FAIL: swift build --product linkcheck failed"
    exit 1
  fi
  linkcheck="$(swift build --show-bin-path)/linkcheck"
fi

tmp=$(mktemp -d)
if [[ ${KEEP_TMP:-} == 1 ]]; then
  trap 'echo "generate-e2e: kept $tmp"' EXIT
else
  trap 'rm -rf "$tmp"' EXIT
fi
pkg=$tmp/MiApp
cp -R fixtures/e2e/MiApp "$pkg"
# A build someone ran in the fixture itself holds absolute paths of that folder; start clean.
rm -rf "$pkg/.build" "$pkg/.swiftpm" "$pkg"/Tests/MiAppTests/DeepLinkCase*.swift
cd "$pkg"
testing=Tests/MiAppTests/DeepLinkCaseTests.swift
xctest=Tests/MiAppTests/DeepLinkCaseXCTests.swift
run=0
described_only=0

# The line of the case with this exact URL in routes.cases.json: the case's location, since each
# case starts on the line of its "url".
line_of() {
  local n
  n=$(grep -nF "{ \"url\": \"$1\"," routes.cases.json | cut -d: -f1)
  [[ $n =~ ^[0-9]+$ ]] || { echo "generate-e2e: no single case for $1 in routes.cases.json" >&2; return 1; }
  echo "$n"
}

# swift test in the copy; its output is kept in $tmp/test-N.log (N counts the runs) for the checks.
swift_test() {
  run=$((run + 1))
  log=$tmp/test-$run.log
  local status=0
  swift test >"$log" 2>&1 || status=$?
  return $status
}

# The sorted line numbers of the table cases that the failures in $1 name: each mention of
# routes.cases.json:LINE except on the lines that announce a test starting or passing.
failing_lines() {
  { grep -E 'routes\.cases\.json:[0-9]+' "$1" \
      | grep -vE "^(◇|✔)|Test Case '.*' (started|passed)" \
      | grep -oE 'routes\.cases\.json:[0-9]+' | cut -d: -f2 | sort -nu | tr '\n' ' ' | sed 's/ $//'; } || true
}

# Whether the failure in log $1 for table line $2 shows the expected ($3) and the actual ($4)
# destination: the text from that location's first mention up to the next case's location. Status 3
# when it shows the actual one only as Swift's default description ($5, `Optional("abc")` where
# Swift syntax is `"abc"`): a note, not a failure, since the verdict is still right.
names_destinations() {
  python3 - "$@" <<'PY'
import re, sys
log, line, expected, actual, described = sys.argv[1:6]
text = open(log, encoding="utf-8", errors="replace").read()
mentions = list(re.finditer(r"routes\.cases\.json:(\d+)", text))
best = 1
for i, m in enumerate(mentions):
    if m.group(1) != line:
        continue
    end = next((n.start() for n in mentions[i + 1:] if n.group(1) != line), len(text))
    block = text[m.start():end]
    # The expected one is looked for with the actual one taken out, so that "nil" is not found
    # inside `.search(query: "abc", sort: nil)`.
    for shown, status in ((actual, 0), (described, 3)):
        if shown in block and expected in block.replace(shown, "", 1):
            best = min(best, status) if best != 1 else status
sys.exit(best)
PY
}

# Checks that the run in $log failed on exactly the cases given as `LINE|EXPECTED|ACTUAL` arguments
# ($1 names the situation), each failure with its two destinations.
expect_failures() {
  local what=$1; shift
  local want=() spec line
  for spec in "$@"; do want+=("${spec%%|*}"); done
  local want_lines; want_lines=$(printf '%s\n' "${want[@]}" | sort -nu | tr '\n' ' ' | sed 's/ $//')
  local got; got=$(failing_lines "$log")
  if [[ $got == "$want_lines" ]]; then
    ok "$what: swift test fails on exactly routes.cases.json lines $want_lines"
  else
    bad "$what: failing routes.cases.json lines are '$got', expected '$want_lines' (log: $(basename "$log"))"
    tail -40 "$log"
  fi
  local status
  for spec in "$@"; do
    IFS='|' read -r line expected actual described <<<"$spec"
    status=0
    names_destinations "$log" "$line" "$expected" "$actual" "${described:-$actual}" || status=$?
    if ((status == 0)); then
      ok "$what: routes.cases.json:$line names expected $expected and actual $actual"
    elif ((status == 3)); then
      ok "$what: routes.cases.json:$line names expected $expected and actual $described"
      described_only=$((described_only + 1))
    else
      bad "$what: routes.cases.json:$line does not name expected $expected and actual $actual"
      grep -n -A4 "routes.cases.json:$line\b" "$log" | head -12 || true
    fi
  done
}

expect_pass() {
  local what=$1
  if swift_test; then
    ok "$what: swift test passes"
  else
    bad "$what: swift test failed (log: $(basename "$log"))"
    tail -40 "$log"
  fi
}

expect_fail() {
  local what=$1; shift
  if swift_test; then
    bad "$what: swift test passed"
  else
    ok "$what: swift test fails"
    expect_failures "$what" "$@"
  fi
}

# Each failure as `LINE|EXPECTED|ACTUAL|ACTUAL AS SWIFT DESCRIBES IT`, destinations as the generated
# tests print them: `(.tab, [route, ...])` or `nil`.
recent_expected='(.orders, [.search(query: nil, sort: .date)])'
recent_actual='(.orders, [.search(query: "recent", sort: nil)])|(.orders, [.search(query: Optional("recent"), sort: nil)])'
abc_actual='(.orders, [.search(query: "abc", sort: nil)])|(.orders, [.search(query: Optional("abc"), sort: nil)])'
# The drifted parser's four cases: (a) "recent" is searched for as text, (b) a non-numeric id is
# searched for instead of refused.
recent=$(line_of "https://miapp.com/search/recent")
recent_custom=$(line_of "miapp://search/recent")
abc=$(line_of "https://miapp.com/orders/abc")
abc_custom=$(line_of "miapp://orders/abc")
drifted_parser=(
  "$recent|$recent_expected|$recent_actual"
  "$recent_custom|$recent_expected|$recent_actual"
  "$abc|nil|$abc_actual"
  "$abc_custom|nil|$abc_actual"
)
# The drifted schema's four: the /search/recent link removed (its URLs fall to /search/:q), and
# /settings moved to the orders tab.
settings=$(line_of "miapp://settings")
settings_https=$(line_of "https://MiApp.com/settings")
drifted_schema=(
  "$recent|$recent_expected|$recent_actual"
  "$recent_custom|$recent_expected|$recent_actual"
  "$settings|(.profile, [.settings])|(.orders, [.settings])"
  "$settings_https|(.profile, [.settings])|(.orders, [.settings])"
)

# --- 1. The hand-written parser against the generated Swift Testing suite.
if "$linkcheck" generate tests routes.cases.json --import MiApp --testable --output "$testing" >"$tmp/gen.out" 2>&1; then
  ok "generate tests wrote $testing"
else
  bad "generate tests failed: $(cat "$tmp/gen.out")"
  echo "generate-e2e: $passed passed, $failed failed ($((SECONDS - start)) s)"
  exit 1
fi
if "$linkcheck" generate tests routes.cases.json --import MiApp --testable --check "$testing" >"$tmp/gen.out" 2>&1; then
  ok "generate tests --check accepts the file it just wrote"
else
  bad "generate tests --check on a fresh file: $(cat "$tmp/gen.out")"
fi
cases=$(grep -c '{ "url":' routes.cases.json)
expect_pass "hand-written parser, Swift Testing"
# One test case per table case, each run: the count Swift Testing reports for the parameterized test.
grep -qE "with $cases test cases passed" "$log" && ok "Swift Testing ran $cases test cases" \
  || bad "Swift Testing did not report $cases passing test cases: $(grep -E 'test cases' "$log" | head -3)"
missing=$(grep -oE '"url": "[^"]*"' routes.cases.json | cut -d'"' -f4 | while read -r url; do
  grep -qF "\"$url\"" "$testing" || echo "$url"; done)
[[ -z $missing ]] && ok "the generated suite holds all $cases URLs of the table" \
  || bad "the generated suite lacks these URLs of the table: $missing"

# --- 2. The drifted parser against the same suite.
cp "$root/fixtures/e2e/drifted/DeepLink.swift" Sources/MiApp/DeepLink.swift
expect_fail "drifted parser, Swift Testing" "${drifted_parser[@]}"

# --- 1 and 2 again with XCTest, in place of the Swift Testing suite.
rm "$testing"
if "$linkcheck" generate tests routes.cases.json --import MiApp --testable --xctest --output "$xctest" >"$tmp/gen.out" 2>&1; then
  ok "generate tests --xctest wrote $xctest"
  "$linkcheck" generate tests routes.cases.json --import MiApp --testable --xctest --check "$xctest" >/dev/null 2>&1 \
    && ok "generate tests --xctest --check accepts the file it just wrote" || bad "generate tests --xctest --check on a fresh file"
  expect_fail "drifted parser, XCTest" "${drifted_parser[@]}"
  cp "$root/fixtures/e2e/MiApp/Sources/MiApp/DeepLink.swift" Sources/MiApp/DeepLink.swift
  expect_pass "hand-written parser, XCTest"
  grep -qE "Executed $cases tests, with 0 failures" "$log" && ok "XCTest ran $cases tests" \
    || bad "XCTest did not report $cases passing tests: $(grep -E 'Executed' "$log" | head -3)"
  rm "$xctest"
else
  bad "generate tests --xctest failed: $(cat "$tmp/gen.out")"
fi

# --- 3. The generated parser in place of the hand-written one, against the Swift Testing suite.
"$linkcheck" generate tests routes.cases.json --import MiApp --testable --output "$testing" >/dev/null 2>&1 \
  || bad "generate tests (again) failed"
if "$linkcheck" generate swift routes.schema.json --output Sources/MiApp/DeepLink.swift >"$tmp/gen.out" 2>&1; then
  ok "generate swift wrote Sources/MiApp/DeepLink.swift"
  if "$linkcheck" generate swift routes.schema.json --check Sources/MiApp/DeepLink.swift >"$tmp/gen.out" 2>&1; then
    ok "generate swift --check accepts the file it just wrote"
  else
    bad "generate swift --check on a fresh file: $(cat "$tmp/gen.out")"
  fi
  expect_pass "generated parser"
  if grep -E "DeepLink(Case(XC)?Tests)?\.swift:[0-9]+:[0-9]+: warning:" "$log"; then
    bad "the generated Swift builds with warnings"
  else
    ok "the generated Swift builds without warnings"
  fi

  # The two /search/ links in the other order: the generated parser must not care.
  python3 - routes.schema.json "$tmp/swapped.schema.json" <<'PY'
import json, sys
schema = json.load(open(sys.argv[1]))
links = schema["links"]
i = next(n for n, l in enumerate(links) if l["path"] == "/search/recent")
links[i], links[i + 1] = links[i + 1], links[i]
json.dump(schema, open(sys.argv[2], "w"), indent=2)
PY
  "$linkcheck" generate swift "$tmp/swapped.schema.json" --output Sources/MiApp/DeepLink.swift >/dev/null 2>&1 \
    || bad "generate swift of the swapped schema failed"
  expect_pass "generated parser, /search/recent declared after /search/:q"

  # --- 4. A drifted schema: the recent-searches link gone, settings on the orders tab.
  python3 - routes.schema.json "$tmp/drifted.schema.json" <<'PY'
import json, sys
schema = json.load(open(sys.argv[1]))
schema["links"] = [l for l in schema["links"] if l["path"] != "/search/recent"]
for link in schema["links"]:
    if link["path"] == "/settings":
        link["tab"] = "orders"
json.dump(schema, open(sys.argv[2], "w"), indent=2)
PY
  "$linkcheck" generate swift "$tmp/drifted.schema.json" --output Sources/MiApp/DeepLink.swift >/dev/null 2>&1 \
    || bad "generate swift of the drifted schema failed"
  expect_fail "parser generated from a drifted schema" "${drifted_schema[@]}"
  # linkcheck itself, given the same drifted schema, must fail the very same cases.
  want=$(printf '%s\n' "${drifted_schema[@]}" | cut -d'|' -f1 | sort -nu | tr '\n' ' ' | sed 's/ $//')
  got=$("$linkcheck" routes --format json --schema "$tmp/drifted.schema.json" routes.cases.json 2>/dev/null \
    | python3 -c 'import json, sys; d = json.load(sys.stdin); print(" ".join(str(c["line"]) for t in d["tables"] for c in t["cases"] if c["status"] == "fail"))' \
    || true)
  [[ $got == "$want" ]] && ok "linkcheck routes with the drifted schema fails the same lines $want" \
    || bad "linkcheck routes with the drifted schema fails lines '$got', the generated parser '$want'"
else
  bad "generate swift failed: $(cat "$tmp/gen.out")"
fi

# --- 5. The forms real routers need: for every schema in fixtures/forms and fixtures/realapps,
# the parser `generate swift` writes passes the tests `generate tests` writes from its table
# (query dictionaries, $url and other URL parts, value maps, affixes, scheme hosts), each schema
# under its own type names so that one package builds them all.
forms=$tmp/Forms
mkdir -p "$forms/Sources/Forms" "$forms/Tests/FormsTests"
cat >"$forms/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "Forms", targets: [.target(name: "Forms"), .testTarget(name: "FormsTests", dependencies: ["Forms"])])
SWIFT
want_cases=0
for schema in "$root"/fixtures/forms/*.schema.json "$root"/fixtures/realapps/*/*.schema.json; do
  table=${schema%.schema.json}.cases.json
  name=$(basename "$schema" .schema.json)
  type=$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}
  names=(--namespace "${type}Link" --route-type "${type}Route" --tab-type "${type}Tab")
  # One schema (Firefox's, which has four enumerations) with --enums top-level (Section, not
  # FirefoxRoute.Section), built beside the others' nested ones: both placements compile and pass.
  scope=()
  [[ $name == firefox ]] && scope=(--enums top-level)
  "$linkcheck" generate swift "$schema" "${names[@]}" "${scope[@]}" --output "$forms/Sources/Forms/$type.swift" >"$tmp/gen.out" 2>&1 \
    || bad "generate swift $name: $(cat "$tmp/gen.out")"
  "$linkcheck" generate tests "$table" "${names[@]}" --import Forms --testable --output "$forms/Tests/FormsTests/${type}Tests.swift" \
    >"$tmp/gen.out" 2>&1 || bad "generate tests $name: $(cat "$tmp/gen.out")"
  want_cases=$((want_cases + $(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["cases"]))' "$table")))
done
run=$((run + 1))
log=$tmp/test-$run.log
if (cd "$forms" && swift test >"$log" 2>&1); then
  got_cases=$(grep -oE 'with [0-9]+ test cases passed' "$log" | awk '{ n += $2 } END { print n + 0 }')
  [[ $got_cases == "$want_cases" ]] && ok "forms and real routers: the generated parsers pass all $want_cases generated cases" \
    || bad "forms and real routers: $got_cases generated cases passed, the tables hold $want_cases"
else
  bad "forms and real routers: swift test failed: $(grep -E 'error:|✘' "$log" | head -5)"
fi

((described_only == 0)) || echo "generate-e2e: note: $described_only failure messages show the actual destination" \
  "as Swift describes it (\`Optional(\"abc\")\`), not in Swift syntax as the expected one is"
echo "generate-e2e: $((SECONDS - start)) s, $run swift test runs"
echo "generate-e2e: $passed passed, $failed failed"
((failed == 0))
