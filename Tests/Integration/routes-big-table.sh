#!/usr/bin/env bash
# routes on tables past 1 MB, checked against what Python's
# own writing of the table says: every case read once, in order, at the line and column where
# Python wrote its "{" (notes hold `],[{"`, escapes, accents and emoji, the layout mixes LF and
# CR LF); and a duplicate key and a missing comma deep in the cases reported where they are.
set -euo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
ok() { echo "routes-big-table: ok: $*"; passed=$((passed + 1)); }
bad() { echo "routes-big-table: FAIL: $*"; failed=$((failed + 1)); }

if ! command -v python3 >/dev/null; then
  echo "routes-big-table: skipped: python3 is not installed"
  exit 0
fi
# LINKCHECK=path (make test hands down the release binary it built once) or the release build here.
if [[ -n ${LINKCHECK:-} ]]; then bin=$LINKCHECK; else make --no-print-directory build >/dev/null; bin=$PWD/.build/release/linkcheck; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp fixtures/routes/app.schema.json "$work/"

# Three tables of 12,000 cases (about 3 MB): good, one with a repeated key, one with a comma left out.
python3 - "$work" fixtures/routes/app.cases.json <<'EOF'
import json, sys
work, source = sys.argv[1], sys.argv[2]
base = json.load(open(source, encoding="utf-8"))["cases"]
notes = ['a "],[{" note', "back\\slash \\\" and \\u00e9", "caf\u00e9 \U0001F600", "}]},{", ""]
def write(name, broken=None):
    text, line, col, where, expected = "", 1, 1, {}, []
    def put(s):
        nonlocal text, line, col
        for part in s.splitlines(keepends=True):
            text += part
            if part.endswith("\n"):
                line, col = line + 1, 1
            else:
                col += len(part)
    put('{"schema": "app.schema.json",\r\n "cases": [\n')
    for n in range(12000):
        case = dict(base[n % len(base)])
        case["note"] = notes[n % len(notes)]
        if n:
            if broken != ("comma", n): put(",")
            put("\r\n  " if n % 3 == 0 else "\n" if n % 3 == 1 else " ")
        expected.append((case["url"], line, col))
        if broken == ("comma", n): where["error"] = (line, col)
        body = json.dumps(case, ensure_ascii=(n % 2 == 0))
        if broken == ("duplicate", n):
            first = body.index('"note"')
            where["first"] = (line, col + first)
            body = body[:-1] + ', "note": "again"}'
            where["error"] = (line, col + body.rindex('"note"'))
        put(body)
    put("\n]}\n")
    open(f"{work}/{name}.cases.json", "w", encoding="utf-8", newline="").write(text)
    json.dump({"cases": expected, **where}, open(f"{work}/{name}.expected.json", "w"))
write("good")
write("duplicate", ("duplicate", 7001))
write("comma", ("comma", 9002))
EOF
size=$(wc -c < "$work/good.cases.json")
[ "$size" -gt 1100000 ] && ok "the table is $size bytes, past 1 MB" || bad "the table is only $size bytes"

status=0
(cd "$work" && "$bin" routes good.cases.json --format json > good.json) || status=$?
[ "$status" -eq 0 ] && ok "the good table passes (status 0)" || bad "the good table: status $status"
python3 - "$work" <<'EOF' && ok "every case at Python's line and column, in order, passing" || bad "the cases differ from Python's"
import json, sys
work = sys.argv[1]
report = json.load(open(f"{work}/good.json"))
cases = report["tables"][0]["cases"]
expected = json.load(open(f"{work}/good.expected.json"))["cases"]
got = [(c["url"], c["line"], c["column"]) for c in cases]
want = [tuple(e) for e in expected]
if got != want:
    diff = next(i for i, (a, b) in enumerate(zip(got + [None] * len(want), want + [None] * len(got))) if a != b)
    sys.exit(f"case {diff}: linkcheck {got[diff] if diff < len(got) else None}, Python {want[diff] if diff < len(want) else None}")
if report["summary"] != {"passed": 12000, "failed": 0}:
    sys.exit(f"summary {report['summary']}")
EOF

for kind in duplicate comma; do
  status=0
  (cd "$work" && "$bin" routes $kind.cases.json --format json > $kind.json 2> $kind.err) || status=$?
  [ "$status" -eq 2 ] && ok "the $kind table fails as unreadable input (status 2)" || bad "the $kind table: status $status"
  python3 - "$work" $kind <<'EOF' && ok "the $kind table's one error is where Python put it" || bad "the $kind table's error is misplaced"
import json, sys
work, kind = sys.argv[1], sys.argv[2]
report = json.load(open(f"{work}/{kind}.json"))
where = json.load(open(f"{work}/{kind}.expected.json"))
errors = [d for d in report["diagnostics"] if d["severity"] == "error"]
if len(errors) != 1:
    sys.exit(f"{len(errors)} errors: {errors}")
d = errors[0]
if (d["line"], d["column"]) != tuple(where["error"]):
    sys.exit(f"error at {d['line']}:{d['column']}, Python put it at {where['error']}: {d}")
if kind == "duplicate":
    first = "first given at {}.cases.json:{}:{}".format(kind, *where["first"])
    if d["rule"] != "duplicate-key" or d["notes"] != [first]:
        sys.exit(f"{d}, expected the note {first!r}")
elif d["rule"] != "json-syntax" or not d["message"].startswith('expected "," or "]" after an array element'):
    sys.exit(f"{d}")
EOF
done

# 50,000 cases (two threads' worth) with a failing case every 97th: text, GitHub and SARIF keep
# only failing results, JSON keeps every one; each must name the same failing cases, in order,
# and the same counts.
python3 - "$work" fixtures/routes/app.cases.json <<'EOF'
import json, sys
work, source = sys.argv[1], sys.argv[2]
base = json.load(open(source, encoding="utf-8"))["cases"]
cases = []
for n in range(50000):
    case = dict(base[n % len(base)])
    if n % 97 == 0:
        case["url"] = case["url"].replace("miapp.com", "elsewhere.invalid").replace("miapp://", "other://")
        case["expect"] = {"tab": "orders", "stack": [{"order": {"id": 42}}]}
    cases.append(json.dumps(case))
open(f"{work}/mixed.cases.json", "w").write('{"schema": "app.schema.json", "cases": [\n' + ",\n".join(cases) + "\n]}\n")
EOF
for format in json text github sarif; do
  status=0
  (cd "$work" && "$bin" routes mixed.cases.json --format $format > mixed.$format) || status=$?
  [ "$status" -eq 1 ] && ok "the mixed table fails in $format (status 1)" || bad "the mixed table in $format: status $status"
done
python3 - "$work" <<'EOF' && ok "text, GitHub and SARIF name JSON's failing cases, in order, with its counts" || bad "the formats disagree on the mixed table"
import json, re, sys
work = sys.argv[1]
report = json.load(open(f"{work}/mixed.json"))
table = report["tables"][0]
want = [(c["line"], c["column"]) for c in table["cases"] if c["status"] == "fail"]
summary = "{} passed, {} failed".format(report["summary"]["passed"], report["summary"]["failed"])
if len(table["cases"]) != 50000 or not 500 <= len(want) <= 520 or report["summary"]["failed"] != len(want):
    sys.exit(f"JSON: {len(table['cases'])} cases, {len(want)} failing, summary {report['summary']}")
text = open(f"{work}/mixed.text").read()
got = [(int(a), int(b)) for a, b in re.findall(r"^mixed\.cases\.json:(\d+):(\d+): error: .*\[case-failed\]$", text, re.M)]
if got != want or not text.endswith(summary + "\n"):
    sys.exit(f"text: {len(got)} failures, ends {text[-60:]!r}; JSON {len(want)}, {summary}")
github = open(f"{work}/mixed.github").read()
got = [(int(a), int(b)) for a, b in re.findall(r"^::error file=mixed\.cases\.json,line=(\d+),col=(\d+),title=case-failed::", github, re.M)]
if got != want or not github.endswith(summary + "\n"):
    sys.exit(f"github: {len(got)} failures; JSON {len(want)}")
sarif = json.load(open(f"{work}/mixed.sarif"))
results = [r for r in sarif["runs"][0]["results"] if r["ruleId"] == "case-failed"]
region = lambda r: r["locations"][0]["physicalLocation"]["region"]
got = [(region(r)["startLine"], region(r)["startColumn"]) for r in results]
if got != want:
    sys.exit(f"sarif: {len(got)} failures; JSON {len(want)}")
EOF

echo "routes-big-table: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
