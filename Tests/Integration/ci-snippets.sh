#!/usr/bin/env bash
# The CI snippets of docs/ci.md (fixtures/ci/) run as written: the GitHub Actions steps, the GitLab CI
# script and the Xcode Cloud ci_post_clone.sh each install linkcheck from a repository of it (a
# snapshot of this working tree, uncommitted changes included, as the snippets' clone) and check
# a project made by `linkcheck init`, passing on it and failing on a broken table, with the JUnit
# report read back by junitparser. Last line: `ci-snippets: N passed, M failed`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/Tests/Integration/lib.sh"
cd "$root"
passed=0 failed=0
ok() { echo "ci-snippets: ok: $*"; passed=$((passed + 1)); }
bad() { echo "ci-snippets: FAIL: $*"; failed=$((failed + 1)); }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
snapshot_worktree "$root" "$tmp/linkcheck-src" >/dev/null
# Built once here; each snippet's `make install` then finds the build done.
make --no-print-directory -C "$tmp/linkcheck-src" build >/dev/null 2>&1
base_path="/usr/local/bin:/usr/bin:/bin:$(dirname "$(command -v swift)")"
py=$(command -v python3)

# A project as `linkcheck init` writes it, with the linkcheck clone beside it.
workspace() {
  local ws="$tmp/$1"
  mkdir -p "$ws"
  "$tmp/linkcheck-src/.build/release/linkcheck" init "$ws" >/dev/null
  ln -s "$tmp/linkcheck-src" "$ws/linkcheck-src"
  echo "$ws"
}
break_table() {
  sed -i 's/"id": 42 } }] } },/"id": 43 } }] } },/' "$1/deeplinks/routes.cases.json"
}
junit_counts() {  # tests failures errors, as junitparser reads them
  "$py" - "$1" <<'PY'
import sys
from junitparser import JUnitXml
xml = JUnitXml.fromfile(sys.argv[1])
tests = failures = errors = 0
for suite in xml:
    tests += suite.tests; failures += suite.failures; errors += suite.errors
print(tests, failures, errors)
PY
}
yaml_get() {  # file, python expression over `doc` printing one script
  "$py" -c "import yaml,sys; doc=yaml.safe_load(open(sys.argv[1])); print($2)" "$1"
}

# GitHub Actions: the steps' `run:` scripts, with the runner's GITHUB_PATH and GITHUB_STEP_SUMMARY.
gh() {
  local ws=$1 name=$2
  local script; script=$(yaml_get fixtures/ci/github-workflow.yml "next(s['run'] for s in doc['jobs']['linkcheck']['steps'] if s.get('name') == '$name')")
  local extra=""; [[ -s $ws/.gh_path ]] && extra=$(tr '\n' ':' <"$ws/.gh_path")
  (cd "$ws" && env -i HOME="$ws/home" PATH="$extra$base_path" GITHUB_PATH="$ws/.gh_path" LINKCHECK_REF=HEAD \
    GITHUB_STEP_SUMMARY="$ws/summary.md" bash -e -c "$script")
}
ws=$(workspace github)
gh "$ws" "Install linkcheck" >/dev/null 2>&1 && ok "github: install step" || bad "github: install step failed"
# The cached binary in place (what actions/cache restores): no clone, no build, and no pin needed.
mv "$ws/linkcheck-src" "$ws/linkcheck-src.away"
if (cd "$ws" && env -i HOME="$ws/home" PATH="$base_path" GITHUB_PATH="$ws/.gh_path2" bash -e -c \
  "$(yaml_get fixtures/ci/github-workflow.yml "next(s['run'] for s in doc['jobs']['linkcheck']['steps'] if s.get('name') == 'Install linkcheck')")") >/dev/null 2>&1
then ok "github: with the cached binary the install step builds nothing"; else bad "github: install step with the cached binary failed"; fi
mv "$ws/linkcheck-src.away" "$ws/linkcheck-src"
[[ $(yaml_get fixtures/ci/github-workflow.yml "next(s['with']['key'] for s in doc['jobs']['linkcheck']['steps'] if s.get('uses', '').startswith('actions/cache'))") == *'vars.LINKCHECK_REF'* ]] \
  && ok "github: the cache is keyed on the pinned ref" || bad "github: the cache key does not name LINKCHECK_REF"
if out=$(gh "$ws" "Check deep links" 2>&1); then ok "github: check step passes on a good project"; else bad "github: check step: $out"; fi
[[ $(tail -1 <<<"$out") == "9 passed, 0 failed, 0 errors, 0 warnings" ]] && ok "github: summary line" || bad "github: last line: $(tail -1 <<<"$out")"
grep -q '^#' "$ws/summary.md" 2>/dev/null && ok "github: step summary written" || bad "github: no step summary"
gh "$ws" "JUnit report" >/dev/null 2>&1
[[ $(junit_counts "$ws/linkcheck-junit.xml") == "11 0 0" ]] && ok "github: JUnit report read by junitparser" \
  || bad "github: junit counts $(junit_counts "$ws/linkcheck-junit.xml" 2>&1)"
break_table "$ws"
if out=$(gh "$ws" "Check deep links" 2>&1); then bad "github: check step passed on a broken table"; else
  grep -q '^::error file=deeplinks/routes.cases.json,line=' <<<"$out" && ok "github: broken table fails with an annotation" || bad "github: no annotation: $out"
fi
gh "$ws" "JUnit report" >/dev/null 2>&1
[[ $(junit_counts "$ws/linkcheck-junit.xml") == "11 3 0" ]] && ok "github: JUnit counts the failures" \
  || bad "github: junit counts $(junit_counts "$ws/linkcheck-junit.xml" 2>&1)"

# GitLab CI: the job's script lines in order, stopping at the first failure as the runner does.
gitlab() {
  local ws=$1
  local script; script=$(yaml_get fixtures/ci/gitlab-ci.yml "'\n'.join(doc['linkcheck']['script'])")
  (cd "$ws" && env -i HOME="$ws/home" PATH="$base_path" LINKCHECK_REF=HEAD bash -e -c "$script")
}
ws=$(workspace gitlab)
if out=$(gitlab "$ws" 2>&1); then ok "gitlab: script passes on a good project"; else bad "gitlab: $out"; fi
[[ $(junit_counts "$ws/linkcheck-junit.xml") == "11 0 0" ]] && ok "gitlab: JUnit artifact read by junitparser" || bad "gitlab: junit"
break_table "$ws"
if gitlab "$ws" >/dev/null 2>&1; then bad "gitlab: script passed on a broken table"; else ok "gitlab: broken table fails the job"; fi

# Xcode Cloud: ci_scripts/ci_post_clone.sh with the variables Xcode Cloud sets.
xcode() {
  local ws=$1
  mkdir -p "$ws/dd" && ln -sfn "$tmp/linkcheck-src" "$ws/dd/linkcheck-src"
  env -i HOME="$ws/home" PATH="$base_path" CI_PRIMARY_REPOSITORY_PATH="$ws" CI_DERIVED_DATA_PATH="$ws/dd" LINKCHECK_REF=HEAD \
    sh fixtures/ci/ci_scripts/ci_post_clone.sh
}
ws=$(workspace xcode)
if out=$(xcode "$ws" 2>&1); then ok "xcode cloud: ci_post_clone.sh passes"; else bad "xcode cloud: $out"; fi
break_table "$ws"
if out=$(xcode "$ws" 2>&1); then bad "xcode cloud: passed on a broken table"; else
  grep -q -- '- expected  + actual' <<<"$out" && ok "xcode cloud: fails showing the diff" || bad "xcode cloud: no diff in: $out"
fi

echo "ci-snippets: $passed passed, $failed failed"
((failed == 0))
