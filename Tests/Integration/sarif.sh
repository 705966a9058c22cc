#!/usr/bin/env bash
# Integration test: linkcheck's `--format sarif` read by real SARIF consumers from PyPI.
#
#   bash Tests/Integration/sarif.sh        (from anywhere; needs python3 with sarif-pydantic and
#                                           sarif-tools, which `make test-deps` installs, and swift)
#
# Every SARIF golden (fixtures/golden/*sarif*.txt and fixtures/golden/fetch/*sarif*.txt) is loaded
# into sarif-pydantic's `Sarif` model, and read by Microsoft's sarif-tools: `sarif summary` must
# count the errors and warnings the golden holds, and `sarif csv` must list its results with their
# rule, file and line. Then the built linkcheck writes fresh logs (`--format sarif`, `--output`),
# which go through the same checks. With SARIF_SCHEMA=FILE (the OASIS sarif-schema-2.1.0.json),
# each log is also validated against the official schema with jsonschema.
# Last line: `sarif: N passed, M failed`; the exit status is non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
start=$SECONDS
passed=0 failed=0
ok() { echo "sarif: ok: $*"; passed=$((passed + 1)); }
bad() { echo "sarif: FAIL: $*"; failed=$((failed + 1)); }

py=$(command -v python3 || true)
if [[ -z $py ]]; then
  echo "sarif: skipped: python3 is not on PATH, so neither sarif-pydantic nor sarif-tools can run"
  exit 0
fi
if ! "$py" -c 'import sarif_pydantic' 2>/dev/null || ! command -v sarif >/dev/null 2>&1; then
  "$py" -m pip install --quiet --disable-pip-version-check sarif-pydantic sarif-tools >/dev/null 2>&1 || true
fi
if ! "$py" -c 'import sarif_pydantic' 2>/dev/null || ! command -v sarif >/dev/null 2>&1; then
  echo "sarif: skipped: sarif-pydantic and sarif-tools cannot be installed from PyPI (pip install sarif-pydantic sarif-tools)"
  exit 0
fi
echo "sarif: sarif-pydantic $("$py" -c 'from importlib.metadata import version; print(version("sarif-pydantic"))'), $(sarif --version)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/linkcheck-sarif.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# What a log holds, read with the standard library only: "ERRORS WARNINGS RESULTS", then one
# "rule|uri|line" per result, sorted.
expected() {
  "$py" - "$1" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
results = run.get("results", [])
levels = [r.get("level", "warning") for r in results]
print(levels.count("error"), levels.count("warning"), len(results))
rows = []
for r in results:
    loc = r["locations"][0]["physicalLocation"]
    rows.append(f'{r["ruleId"]}|{loc["artifactLocation"]["uri"]}|{loc.get("region", {}).get("startLine", "")}')
print("\n".join(sorted(rows)))
PY
}

# The same, as the sarif-pydantic model reads it; fails unless the log validates, has one run of
# linkcheck, and each result names a rule of the driver by id and index and has a located file.
model() {
  "$py" - "$1" <<'PY'
import sys
from sarif_pydantic import load
log = load(sys.argv[1])
assert log.version == "2.1.0", log.version
assert len(log.runs) == 1, f"{len(log.runs)} runs"
run = log.runs[0]
driver = run.tool.driver
assert driver.name == "linkcheck", driver.name
ids = [rule.id for rule in driver.rules or []]
assert len(set(ids)) == len(ids), "a rule listed twice"
for rule in driver.rules or []:
    assert rule.help_uri and rule.help_uri.endswith("#" + rule.id), rule.help_uri
    assert rule.default_configuration.level in ("error", "warning"), rule.default_configuration
results = run.results or []
rows = []
for r in results:
    assert ids[r.rule_index] == r.rule_id, (r.rule_index, r.rule_id)
    assert r.partial_fingerprints and len(r.partial_fingerprints["linkcheck/v1"]) == 16, r.partial_fingerprints
    loc = r.locations[0].physical_location
    assert loc.artifact_location.uri, "a result without a file"
    rows.append(f'{r.rule_id}|{loc.artifact_location.uri}|{loc.region.start_line if loc.region else ""}')
levels = [r.level.value for r in results]
print(levels.count("error"), levels.count("warning"), len(results))
print("\n".join(sorted(rows)))
PY
}

# "ERRORS WARNINGS" as `sarif summary` counts them.
summary() {
  sarif summary "$1" | "$py" -c '
import re, sys
text = sys.stdin.read()
count = lambda level: int(re.search(r"^" + level + r": (\d+)", text, re.M).group(1))
print(count("error"), count("warning"))'
}

# "ERRORS WARNINGS RESULTS", then "rule|uri|line" per row, as `sarif csv` writes them.
csv_rows() {
  sarif csv "$1" --output "$tmp/out.csv" >/dev/null
  "$py" - "$tmp/out.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
levels = [r["Severity"] for r in rows]
print(levels.count("error"), levels.count("warning"), len(rows))
print("\n".join(sorted(f'{r["Code"]}|{r["Location"]}|{r["Line"]}' for r in rows)))
PY
}

schema_check() {
  "$py" - "$SARIF_SCHEMA" "$1" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
errors = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(json.load(open(sys.argv[2]))))
for e in errors[:5]: print("/".join(map(str, e.path)), e.message[:200])
sys.exit(1 if errors else 0)
PY
}

# Every check of one log; `name` says which.
check_log() {
  local name=$1 log=$2 want got
  want=$(expected "$log")
  if got=$(model "$log" 2>&1); then
    [[ $got == "$want" ]] && ok "$name: sarif-pydantic validates it and reads its $(head -1 <<<"$want" | cut -d' ' -f3) results" \
      || bad "$name: sarif-pydantic reads other results: $(diff <(echo "$want") <(echo "$got") | head -5)"
  else
    bad "$name: sarif-pydantic rejects it: $(tail -3 <<<"$got")"
  fi
  if got=$(summary "$log" 2>&1); then
    [[ $got == "$(head -1 <<<"$want" | cut -d' ' -f1,2)" ]] && ok "$name: sarif summary counts $got (errors warnings)" \
      || bad "$name: sarif summary counts '$got', the log holds '$(head -1 <<<"$want")'"
  else
    bad "$name: sarif summary failed: $(tail -3 <<<"$got")"
  fi
  if got=$(csv_rows "$log" 2>&1); then
    # sarif-tools writes line 1 for a result about a whole file, which has no region.
    [[ $got == "$(sed 's/|$/|1/' <<<"$want")" ]] && ok "$name: sarif csv lists each result with its rule, file and line" \
      || bad "$name: sarif csv differs: $(diff <(sed 's/|$/|1/' <<<"$want") <(echo "$got") | head -5)"
  else
    bad "$name: sarif csv failed: $(tail -3 <<<"$got")"
  fi
  if [[ -n ${SARIF_SCHEMA:-} ]]; then
    if got=$(schema_check "$log" 2>&1); then ok "$name: valid against $(basename "$SARIF_SCHEMA")"; else bad "$name: schema: $got"; fi
  fi
}

goldens=(fixtures/golden/*sarif*.txt fixtures/golden/fetch/*sarif*.txt)
((${#goldens[@]} >= 20)) && ok "${#goldens[@]} SARIF goldens" || bad "only ${#goldens[@]} SARIF goldens"
for golden in "${goldens[@]}"; do
  name=$(basename "$golden" .txt)
  # The golden's standard output: between `--- stdout` and `--- stderr`.
  sed -n '/^--- stdout$/,/^--- stderr$/p' "$golden" | sed '1d;$d' >"$tmp/$name.sarif"
  check_log "$name" "$tmp/$name.sarif"
done
[[ -z ${SARIF_SCHEMA:-} ]] && echo "sarif: note: set SARIF_SCHEMA=sarif-schema-2.1.0.json to validate against the OASIS schema too"

# Fresh logs from the built binary, written with --output as a CI step would.
if [[ -n ${LINKCHECK:-} ]]; then
  linkcheck=$LINKCHECK
else
  if ! build_log=$(swift build --product linkcheck 2>&1); then
    printf '%s\n' "$build_log" | tail -20
    bad "swift build --product linkcheck failed"
    echo "sarif: $passed passed, $failed failed"
    exit 1
  fi
  linkcheck=$(swift build --show-bin-path)/linkcheck
fi
fresh() {  # name, expected exit status, arguments...
  local name=$1 status=$2 got=0
  shift 2
  "$linkcheck" "$@" --format sarif --output "$tmp/$name.sarif" 2>"$tmp/$name.err" || got=$?
  [[ $got == "$status" ]] && ok "$name: linkcheck exits $got with --format sarif" || bad "$name: exit $got, expected $status: $(cat "$tmp/$name.err")"
  check_log "$name" "$tmp/$name.sarif"
}
fresh fresh-routes 1 routes fixtures/failing/app.cases.json
fresh fresh-check 1 check --project fixtures/broken/project/failing.json
fresh fresh-aasa 1 aasa fixtures/aasa/broken/lowercase-team-id fixtures/aasa/broken/no-details
fresh fresh-unreadable 2 routes fixtures/routes/missing.cases.json
[[ $(expected "$tmp/fresh-routes.sarif" | head -1) == "6 0 6" ]] && ok "fresh-routes: the 6 failing cases of the table are its 6 results" \
  || bad "fresh-routes: $(expected "$tmp/fresh-routes.sarif" | head -1)"

echo "sarif: took $((SECONDS - start))s"
echo "sarif: $passed passed, $failed failed"
((failed == 0))
