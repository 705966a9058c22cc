#!/usr/bin/env bash
# aasa --urls on a list long enough to be read and decided on every core (past 1 MB and 20,000
# URLs), checked against what Python's own reading of the list says: every URL answered once, in
# the list's order, each locale-led URL opening the app exactly when its locale is real, and every
# broken line reported at its own line and column.
set -euo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
ok() { echo "aasa-urls: ok: $*"; passed=$((passed + 1)); }
bad() { echo "aasa-urls: FAIL: $*"; failed=$((failed + 1)); }

if ! command -v python3 >/dev/null; then
  echo "aasa-urls: skipped: python3 is not installed"
  exit 0
fi
# LINKCHECK=path (make test hands down the release binary it built once) or the release build here.
if [[ -n ${LINKCHECK:-} ]]; then bin=$LINKCHECK; else make --no-print-directory build >/dev/null; bin=.build/release/linkcheck; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/apple-app-site-association" <<'EOF'
{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
  {"/": "/$(lang)-$(region)/news/*"}, {"/": "/$(region)/help-???", "caseSensitive": false}]}]}}
EOF

# 100,000 lines, 3.3 MB (two runs of lines on two cores): URLs of three kinds, blank lines, comments, and a few broken lines.
python3 - "$work/urls.txt" <<'EOF'
import sys
kinds = ["https://example.com/en-US/news/{}", "https://example.com/zz-US/news/{}", "https://example.com/fr-FR/other/{}",
         "https://example.com/us/HELP-{:03}", "", "# comment {}", "https://example.com/de-DE/news/{}?q=1#top"]
with open(sys.argv[1], "w") as out:
    for n in range(100000):
        if n % 9973 == 17:
            out.write("https://example.com/bad path {}\n".format(n))
        else:
            out.write(kinds[n % len(kinds)].format(n % 1000) + "\n")
EOF

status=0
"$bin" aasa "$work/apple-app-site-association" --urls "$work/urls.txt" --domain example.com --format json \
  > "$work/out.json" 2> "$work/err.txt" || status=$?
[[ $status == 2 ]] && ok "the broken lines make the run unjudged (exit 2)" || bad "exit status $status, not 2"

python3 - "$work/urls.txt" "$work/out.json" "$work/err.txt" <<'EOF' > "$work/verdict.txt" || true
import json, re, sys
lines = open(sys.argv[1]).read().split("\n")
expected, broken = [], []
for number, line in enumerate(lines, 1):
    text = line.strip(" \t")
    if not text or text.startswith("#"):
        continue
    if " " in text:
        broken.append("{}:{}:{}".format(sys.argv[1], number, text.index(" ") + 1))
    else:
        expected.append(text)
answers = json.load(open(sys.argv[2]))["files"][0]["urls"]
print("order", [a["url"] for a in answers] == expected, len(answers), len(expected))
def opens(url):
    return bool(re.match(r"https://example\.com/(en-US|de-DE)/news/", url) or re.match(r"https://example\.com/us/HELP-...$", url))
wrong = [a["url"] for a in answers if a["opens"] != opens(a["url"])]
print("decisions", not wrong, wrong[:3])
reported = re.findall(r"^(\S+:\d+:\d+): error: not a valid URL", open(sys.argv[3]).read(), re.M)
print("lines", reported == broken, reported[:3], broken[:3])
EOF
read -r _ same count want < <(grep '^order' "$work/verdict.txt" || echo "order False")
[[ $same == True ]] && ok "all $count URLs answered once, in the list's order" || bad "answers out of order: $(cat "$work/verdict.txt")"
grep -q '^decisions True' "$work/verdict.txt" && ok "each URL opens the app exactly when its locale is real" \
  || bad "$(grep '^decisions' "$work/verdict.txt")"
grep -q '^lines True' "$work/verdict.txt" && ok "every broken line reported at its line and column" \
  || bad "$(grep '^lines' "$work/verdict.txt")"

echo "aasa-urls: $passed passed, $failed failed"
((failed == 0))
