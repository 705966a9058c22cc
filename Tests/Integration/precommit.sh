#!/usr/bin/env bash
# Integration test: linkcheck's .pre-commit-hooks.yaml with the real pre-commit framework.
#
#   bash Tests/Integration/precommit.sh        (from the repository root; needs pre-commit, git, swift)
#
# Snapshots this repository's working tree into a git repository of one commit (uncommitted changes
# included), lets pre-commit build linkcheck from it (`swift build -c release` in a private
# PRE_COMMIT_HOME: the first run takes a few minutes), then in a scratch git
# repository checks that good route tables and AASA files pass; that the project hook (`linkcheck
# check`) catches a schema change no file-based hook sees; and
# that a failing table and a broken AASA file fail the run and block `git commit`, with linkcheck's
# diff and findings in the output. Nothing outside a temporary directory is written. KEEP_TMP=1 keeps that directory.
# Last line: `precommit: N passed, M failed`; the exit status is non-zero on any failure.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/Tests/Integration/lib.sh"
start=$SECONDS
passed=0
failed=0
tmp=

pass() { passed=$((passed + 1)); echo "ok:   $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

finish() {
  local status=$?
  trap - EXIT ERR
  if [[ -n $tmp && -d $tmp ]]; then
    if [[ ${KEEP_TMP:-} == 1 ]]; then echo "kept $tmp"; else rm -rf "$tmp"; fi
  fi
  if ((status != 0 && failed == 0)); then failed=1; fi
  echo "precommit: took $((SECONDS - start))s"
  echo "precommit: $passed passed, $failed failed"
  ((failed == 0)) || exit 1
  exit 0
}
trap finish EXIT
trap 'echo "FAIL: unexpected error: \"$BASH_COMMAND\" exited with status $? (line $LINENO)"' ERR

# Stops the test: a step that later steps depend on went wrong.
abort() { fail "$*"; exit 1; }

# Shows a command's captured output, indented, so it reads apart from the test's own lines.
show() { sed 's/^/    | /' "$1"; }

if ! command -v pre-commit >/dev/null 2>&1; then
  echo "precommit.sh: pre-commit is not on PATH. Install it with one of:" >&2
  echo "  pip install pre-commit        (or: pipx install pre-commit, brew install pre-commit)" >&2
  abort "pre-commit is not installed"
fi
command -v git >/dev/null 2>&1 || abort "git is not on PATH"
command -v swift >/dev/null 2>&1 ||
  abort "swift is not on PATH: pre-commit builds linkcheck with the Swift toolchain on PATH"
[[ -f $root/.pre-commit-hooks.yaml ]] || abort "$root/.pre-commit-hooks.yaml does not exist"
echo "precommit: $(pre-commit --version), $(git --version), $(swift --version 2>/dev/null | head -n 1)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/linkcheck-precommit.XXXXXX")
# SwiftPM leaves lock files in TMPDIR, named after the build path: keep them in ours.
mkdir "$tmp/tmp"
export TMPDIR=$tmp/tmp

# Independent of the caller: a private pre-commit cache, no color, and git configuration of our
# own (no identity, signing, hooksPath or templates from the user's ~/.gitconfig; GIT_DIR and
# friends are set when this runs inside a git hook).
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES \
  GIT_PREFIX GIT_COMMON_DIR GIT_NAMESPACE GIT_CEILING_DIRECTORIES
export PRE_COMMIT_HOME=$tmp/pre-commit-home PRE_COMMIT_COLOR=never NO_COLOR=1
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=$tmp/gitconfig GIT_TERMINAL_PROMPT=0
cat >"$GIT_CONFIG_GLOBAL" <<'EOF'
[init]
	defaultBranch = main
[commit]
	gpgsign = false
[safe]
	directory = *
EOF
identity() {
  git -C "$1" config user.name "linkcheck precommit test"
  git -C "$1" config user.email "precommit-test@linkcheck.invalid"
  git -C "$1" config commit.gpgsign false
}

# --- The hook repository: a snapshot of this repository's working tree ---------------------------
clone=$tmp/linkcheck
rev=$(snapshot_worktree "$root" "$clone") || abort "cannot snapshot the working tree of $root"
identity "$clone"
echo "precommit: hooks from $clone at $rev (the working tree of $root, HEAD $(git -C "$root" rev-parse --short HEAD))"

if pre-commit validate-manifest "$clone/.pre-commit-hooks.yaml" >"$tmp/out" 2>&1; then
  pass "pre-commit validate-manifest accepts .pre-commit-hooks.yaml"
else
  show "$tmp/out"; abort "pre-commit validate-manifest rejects .pre-commit-hooks.yaml"
fi

# --- The scratch repository: an app that uses the hooks -----------------------------------------
app=$tmp/app
fixtures=$clone/fixtures
mkdir -p "$app/routes" "$app/.well-known"
git -C "$app" init --quiet
identity "$app"
cp "$fixtures/routes/app.schema.json" "$fixtures/routes/app.cases.json" "$app/routes/"
cp "$fixtures/aasa/miapp.com/apple-app-site-association" "$app/.well-known/apple-app-site-association"

# Writes .pre-commit-config.yaml with the given hook ids.
write_config() {
  {
    echo "repos:"
    echo "  - repo: $clone"
    echo "    rev: $rev"
    echo "    hooks:"
    local id
    for id in "$@"; do echo "      - id: $id"; done
  } >"$app/.pre-commit-config.yaml"
}
hooks=(linkcheck-routes linkcheck-aasa)
write_config "${hooks[@]}"

# Runs pre-commit in the scratch repository; output in $tmp/out, status in $status.
status=0
shown=0
run() {
  status=0 shown=0
  (cd "$app" && "$@") >"$tmp/out" 2>&1 || status=$?
}
# Shows the last run's output, once.
show_run() {
  if ((shown == 0)); then show "$tmp/out"; shown=1; fi
}
# expect_output DESCRIPTION EGREP-PATTERN: checks the last run's output.
expect_output() {
  if grep -Eq -- "$2" "$tmp/out"; then pass "$1"; else show_run; fail "$1 (no line matches /$2/)"; fi
}

# The first use builds linkcheck (release) inside pre-commit's cache.
echo "precommit: pre-commit install-hooks (builds linkcheck with swift build -c release; first time takes minutes)"
build_start=$SECONDS
run pre-commit install-hooks
build_time=$((SECONDS - build_start))
if ((status == 0)); then
  pass "pre-commit installs the hooks (build took ${build_time}s)"
else
  show_run; abort "pre-commit install-hooks failed with status $status"
fi

# --- The project hook (`linkcheck check`, linkcheck.json) ---------------------------------------
# The linkcheck pre-commit built must have `check`: a missing binary or command fails the test.
binary=$(find "$PRE_COMMIT_HOME" -type f -name linkcheck -perm -u+x -path '*/release/*' 2>/dev/null | head -n 1)
project=0
if [[ -z $binary ]]; then
  abort "project hook (linkcheck check): cannot find the linkcheck that pre-commit built under $PRE_COMMIT_HOME"
elif ! "$binary" check --help >/dev/null 2>&1; then
  abort "project hook (linkcheck check): the linkcheck pre-commit built ($rev) has no check command"
else
  project=1
fi
if ((project)); then
  # The format of fixtures/project/linkcheck.json. "cases": false: the example table has URLs
  # that the example AASA file deliberately does not open.
  cat >"$app/linkcheck.json" <<'EOF'
{
  "$comment": "Written by Tests/Integration/precommit.sh: what the linkcheck hook runs.",
  "tables": ["routes/app.cases.json"],
  "aasa": [
    {
      "file": ".well-known/apple-app-site-association",
      "appIDs": ["ABCDE12345.com.miapp.app"],
      "domain": "miapp.com",
      "cases": false
    }
  ]
}
EOF
  hooks=(linkcheck "${hooks[@]}")
  write_config "${hooks[@]}"
fi

# --- Good inputs pass ---------------------------------------------------------------------------
git -C "$app" add -A
run pre-commit run --all-files
if ((status == 0)); then
  pass "pre-commit run --all-files passes on good inputs"
else
  show_run; fail "pre-commit run --all-files fails on good inputs (status $status)"
fi
expect_output "linkcheck-routes ran on the good table and passed" '^linkcheck routes\.+Passed$'
expect_output "linkcheck-aasa ran on the good AASA file and passed" '^linkcheck aasa\.+Passed$'
if ((project)); then
  expect_output "linkcheck (project) ran and passed" '^linkcheck \(linkcheck\.json\)\.+Passed$'
fi

# --- The language: system hook: the installed linkcheck, nothing built -------------------------
if ((project)); then
  write_config linkcheck-system
  system_start=$SECONDS
  PATH="$(dirname "$binary"):$PATH" run pre-commit run --all-files
  if ((status == 0)); then
    pass "linkcheck-system (language: system) passes with linkcheck on PATH, in $((SECONDS - system_start))s, nothing built"
  else
    show_run; fail "linkcheck-system fails on good inputs (status $status)"
  fi
  expect_output "linkcheck-system ran and passed" '^linkcheck \(linkcheck\.json, installed linkcheck\)\.+Passed$'
  write_config "${hooks[@]}"
fi

run pre-commit install
if ((status == 0)); then pass "pre-commit install puts the git hook in place"; else show_run; fail "pre-commit install failed (status $status)"; fi
run git commit --quiet -m "good deep links"
if ((status == 0)) && git -C "$app" rev-parse --verify --quiet HEAD >/dev/null; then
  pass "git commit of the good inputs passes the hook"
else
  show_run; abort "git commit of the good inputs failed (status $status)"
fi
good_head=$(git -C "$app" rev-parse HEAD)

# --- The project hook catches a change no file-based hook sees ----------------------------------
# Only the schema changes (the settings link moves to the orders tab), so linkcheck-routes, which
# runs on tables, has nothing to check; linkcheck (always_run) runs the table against it and fails.
if ((project)); then
  schema=$app/routes/app.schema.json
  sed 's#\("path": "/settings", *"tab": \)"profile"#\1"orders"#' "$fixtures/routes/app.schema.json" >"$schema"
  cmp -s "$schema" "$fixtures/routes/app.schema.json" &&
    abort "could not move the /settings link of fixtures/routes/app.schema.json (its format changed?)"
  git -C "$app" add -A
  run pre-commit run
  show_run
  if ((status != 0)); then
    pass "pre-commit run fails on a schema change that breaks a case (status $status)"
  else
    fail "pre-commit run passes on a schema change that breaks a case"
  fi
  expect_output "linkcheck (project) failed" '^linkcheck \(linkcheck\.json\)\.+Failed$'
  expect_output "linkcheck-routes had no table to run" '^linkcheck routes\.+\(no files to check\)Skipped$'
  expect_output "the project hook's output has the diff of the broken case" '^ *\+ tab: \.orders$'
  # --quiet: nothing that passed, only the failure and the summary.
  if grep -Eq '^routes/app\.cases\.json: [0-9]+ passed' "$tmp/out"; then
    show_run; fail "the project hook (--quiet) printed the table's passed line"
  else
    pass "the project hook (--quiet) prints no passed line"
  fi
  run git commit --quiet -m "settings in the orders tab"
  if ((status != 0)) && [[ $(git -C "$app" rev-parse HEAD) == "$good_head" ]]; then
    pass "git commit of the schema change is blocked by the hook"
  else
    show_run; fail "git commit of the schema change was not blocked (status $status)"
  fi
  cp "$fixtures/routes/app.schema.json" "$schema"
  git -C "$app" add -A
fi

# --- Broken inputs fail -------------------------------------------------------------------------
# A table whose expectations are wrong, its schema path fixed to this layout.
sed 's#"schema": "\.\./routes/app\.schema\.json"#"schema": "app.schema.json"#' \
  "$fixtures/failing/app.cases.json" >"$app/routes/wrong.cases.json"
grep -q '"schema": "app.schema.json"' "$app/routes/wrong.cases.json" ||
  abort "could not fix the schema path of fixtures/failing/app.cases.json (its format changed?)"
mkdir -p "$app/broken"
cp "$fixtures/aasa/broken/unknown-key" "$app/broken/apple-app-site-association"
git -C "$app" add -A

run pre-commit run # the staged files, as the git hook runs it
show_run
if ((status != 0)); then
  pass "pre-commit run fails on the staged failing table and broken AASA file (status $status)"
else
  fail "pre-commit run passes on the failing table and broken AASA file"
fi
expect_output "linkcheck-routes failed" '^linkcheck routes\.+Failed$'
expect_output "linkcheck-aasa failed" '^linkcheck aasa\.+Failed$'
if grep -q -- '^- exit code: 2$' "$tmp/out"; then
  fail "a hook exited 2: linkcheck could not judge an input (a broken fixture, not a failing case)"
else
  pass "linkcheck judged every input (no hook exited 2)"
fi
expect_output "the output locates the failing case" '^routes/wrong\.cases\.json:[0-9]+:[0-9]+: error: .*\[case-failed\]$'
expect_output "the output has the diff legend" '^ *- expected  \+ actual$'
expect_output "the output has an expected (-) diff line" '^ *- +(tab|stack|\.|\])'
expect_output "the output has an actual (+) diff line" '^ *\+ +'
expect_output "the output has the AASA finding [unknown-key]" '^broken/apple-app-site-association:[0-9]+:[0-9]+: error: .*\[unknown-key\]$'

run pre-commit run --all-files
if ((status != 0)); then pass "pre-commit run --all-files fails too (status $status)"; else show_run; fail "pre-commit run --all-files passes with broken inputs"; fi

run git commit --quiet -m "broken deep links"
if ((status != 0)) && [[ $(git -C "$app" rev-parse HEAD) == "$good_head" ]]; then
  pass "git commit is blocked by the hook"
else
  show_run; fail "git commit of broken inputs was not blocked (status $status)"
fi

echo "precommit: build ${build_time}s, the rest $((SECONDS - start - build_time))s"
