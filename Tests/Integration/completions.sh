#!/usr/bin/env bash
# Shell completion and the manual page, each driven by its real client:
#   bash  sources the script (bash --norc), then calls the completion function as readline does
#         (COMP_WORDS, COMP_CWORD, COMP_LINE, COMP_POINT) and reads COMPREPLY; then types lines
#         and a Tab into an interactive bash on a pseudo-terminal and reads back what readline
#         made of them (completion/bash-readline.py);
#   zsh   types each line and a Tab into an interactive zsh on a pseudo-terminal, with the script
#         found on fpath by compinit (completion/zsh-complete.zsh);
#   fish  asks `complete -C LINE` after sourcing the script, and after finding it on
#         fish_complete_path as an installed one is found;
#   man   `mandoc -T lint` finds nothing to say, and `man --warnings -l` renders the page with no
#         message, holding the lines checked below.
# Expected options and values are read from `linkcheck help`, not from the scripts' generator.
# File names are completed in a scratch folder. zsh, fish, mandoc and man come from `make
# test-deps` (apt-get, as root); a client that is missing is skipped, and says so.
# Last line: `completions: N passed, M failed, K skipped`; the exit status is non-zero on a failure.
#   bash Tests/Integration/completions.sh           LINKCHECK=path tests that binary instead
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
passed=0 failed=0 skipped=0
ok() { echo "completions: ok: $*"; passed=$((passed + 1)); }
bad() { echo "completions: FAIL: $*"; failed=$((failed + 1)); }
skip() { echo "completions: skipped: $*"; skipped=$((skipped + 1)); }

if [[ -n ${LINKCHECK:-} ]]; then
  linkcheck=$(cd "$(dirname "$LINKCHECK")" && pwd)/$(basename "$LINKCHECK")
else
  if ! build_log=$(swift build --product linkcheck 2>&1); then
    printf '%s\n' "$build_log" | tail -20
    echo "completions: FAIL: swift build --product linkcheck failed"
    exit 1
  fi
  linkcheck="$(swift build --show-bin-path)/linkcheck"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/zsh" "$tmp/fish" "$tmp/work/sub" "$tmp/work/deeplinks"
"$linkcheck" completions bash > "$tmp/linkcheck.bash"
"$linkcheck" completions zsh > "$tmp/zsh/_linkcheck"
"$linkcheck" completions fish > "$tmp/fish/linkcheck.fish"
"$linkcheck" man > "$tmp/linkcheck.1"
touch "$tmp/work/app.cases.json" "$tmp/work/app.schema.json" "$tmp/work/other.cases.json" "$tmp/work/with space.json"

# What help says: the commands, a command's options, an option's closed list of values.
commands=$("$linkcheck" --help | sed -n '/^COMMANDS:/,/^$/s/^  \([a-z]*\) .*/\1/p' | sort | xargs)
# `help COMMAND` describes the command's own options; `linkcheck help` the global ones every
# command takes, which completion offers too (less --version, which only the program takes).
global_options() { "$linkcheck" help | sed -n '/^OPTIONS:/,/^$/s/^  \(--[a-z-]*\).*/\1/p' | grep -vx -- --version; }
options_of() {
  { "$linkcheck" help "$1" | sed -n '/^OPTIONS:/,/^$/{s/^  \(--[a-z-]*\).*/\1/p; s/^  -h, \(--help\).*/\1/p;}'; global_options; } | sort -u | xargs
}
values_of() { "$linkcheck" help | sed -n "s/^  --$1 \([a-z|]*\).*/\1/p" | tr '|' '\n' | sort | xargs; }
formats=$(values_of format)
[[ $commands == *routes* && $formats == *json* && $(options_of routes) == *--schema* ]] \
  && ok "help lists commands ($commands), formats ($formats) and routes' options" \
  || bad "could not read help: commands [$commands], formats [$formats]"

# expect NAME EXPECTED ACTUAL: both are space-separated sorted lists.
expect() {
  if [[ $3 == "$2" ]]; then ok "$1 -> ${2:-(nothing)}"; else bad "$1: expected [${2}], got [${3}]"; fi
}

# ---- bash ------------------------------------------------------------------------------------
# Splits the line as readline does with the default COMP_WORDBREAKS ("=" is a word of its own),
# calls the function `complete -p` names, and prints COMPREPLY sorted on one line.
bash_complete() {
  (cd "$tmp/work" && bash --norc --noprofile -c '
    source "$1" || exit 3
    line=$2
    read -ra typed <<< "$line"
    [[ $line == *" " || -z $line ]] && typed+=("")
    COMP_WORDS=()
    for w in "${typed[@]}"; do
      if [[ $w == --*=* ]]; then
        COMP_WORDS+=("${w%%=*}" "=")
        [[ -n ${w#*=} ]] && COMP_WORDS+=("${w#*=}")
      else
        COMP_WORDS+=("$w")
      fi
    done
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) COMP_LINE=$line COMP_POINT=${#line}
    spec=$(complete -p linkcheck) || exit 4
    function=${spec#*-F } function=${function%% *}
    "$function" linkcheck "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf "%s\n" "${COMPREPLY[@]}"
  ' _ "$tmp/linkcheck.bash" "$1") | sed '/^$/d' | sort | paste -sd ' ' -
}

bash_version=$(bash -c 'echo $BASH_VERSION')
spec=$(bash --norc --noprofile -c 'source "$1" && complete -p linkcheck' _ "$tmp/linkcheck.bash" 2>&1) || true
expect "bash $bash_version: complete -p linkcheck" "complete -F _linkcheck linkcheck" "$spec"
expect "bash: linkcheck <Tab>" "$commands" "$(bash_complete 'linkcheck ')"
expect "bash: linkcheck r<Tab>" "resolve routes" "$(bash_complete 'linkcheck r')"
expect "bash: linkcheck routes --<Tab>" "$(options_of routes)" "$(bash_complete 'linkcheck routes --')"
expect "bash: linkcheck aasa --<Tab>" "$(options_of aasa)" "$(bash_complete 'linkcheck aasa --')"
expect "bash: linkcheck --format <Tab>" "$formats" "$(bash_complete 'linkcheck --format ')"
expect "bash: linkcheck routes --format=<Tab>" "$formats" "$(bash_complete 'linkcheck routes --format=')"
expect "bash: linkcheck --format=j<Tab>" "json junit" "$(bash_complete 'linkcheck --format=j')"
expect "bash: linkcheck --color <Tab>" "always auto never" "$(bash_complete 'linkcheck --color ')"
expect "bash: linkcheck routes --schema <Tab>" "app.cases.json app.schema.json deeplinks other.cases.json sub with space.json" \
  "$(bash_complete 'linkcheck routes --schema ')"
expect "bash: linkcheck routes --schema app.s<Tab>" "app.schema.json" "$(bash_complete 'linkcheck routes --schema app.s')"
expect "bash: linkcheck routes --schema app.schema.json <Tab> (tables)" \
  "app.cases.json app.schema.json deeplinks other.cases.json sub with space.json" \
  "$(bash_complete 'linkcheck routes --schema app.schema.json ')"
expect "bash: linkcheck --format json routes o<Tab>" "other.cases.json" "$(bash_complete 'linkcheck --format json routes o')"
expect "bash: linkcheck routes w<Tab>" "with space.json" "$(bash_complete 'linkcheck routes w')"
expect "bash: linkcheck aasa --urls=o<Tab>" "other.cases.json" "$(bash_complete 'linkcheck aasa --urls=o')"
expect "bash: linkcheck completions <Tab>" "bash fish zsh" "$(bash_complete 'linkcheck completions ')"
expect "bash: linkcheck completions bash <Tab> (takes one)" "" "$(bash_complete 'linkcheck completions bash ')"
expect "bash: linkcheck generate <Tab>" "aasa swift tests" "$(bash_complete 'linkcheck generate ')"
expect "bash: linkcheck generate --access <Tab>" "internal public" "$(bash_complete 'linkcheck generate --access ')"
expect "bash: linkcheck generate swift a<Tab>" "app.cases.json app.schema.json" "$(bash_complete 'linkcheck generate swift a')"
expect "bash: linkcheck init <Tab> (folders)" "deeplinks sub" "$(bash_complete 'linkcheck init ')"
expect "bash: linkcheck help <Tab>" "$commands" "$(bash_complete 'linkcheck help ')"
expect "bash: linkcheck xcode --release <Tab> (a configuration name)" "" "$(bash_complete 'linkcheck xcode --release ')"
expect "bash: linkcheck routes --release o<Tab> (a flag there)" "other.cases.json" "$(bash_complete 'linkcheck routes --release o')"
expect "bash: linkcheck resolve --schema app.schema.json <Tab> (a URL)" "" "$(bash_complete 'linkcheck resolve --schema app.schema.json ')"

# Then bash's own readline on a pseudo-terminal: each line typed with a Tab, as completion leaves it.
if command -v python3 >/dev/null 2>&1; then
  typed=('linkcheck routes --sch' 'linkcheck --format=js' 'linkcheck comp' 'linkcheck completions z'
         'linkcheck routes --schema app.s' 'linkcheck routes w' 'linkcheck init s' 'linkcheck aasa --cdn --ur')  # --url and --urls: their common part
  wanted=('linkcheck routes --schema ' 'linkcheck --format=json ' 'linkcheck completions ' 'linkcheck completions zsh '
          'linkcheck routes --schema app.schema.json ' 'linkcheck routes with space.json ' 'linkcheck init sub/'
          'linkcheck aasa --cdn --url')
  mapfile -t got < <(cd "$tmp/work" && python3 "$root/Tests/Integration/completion/bash-readline.py" "$tmp/linkcheck.bash" "${typed[@]}")
  for i in "${!typed[@]}"; do
    expect "bash readline: ${typed[i]}<Tab>" "${wanted[i]}" "${got[i]:-}"
  done
else
  skip "python3 is not installed: bash's readline is not driven on a terminal"
fi

# ---- zsh -------------------------------------------------------------------------------------
zsh_complete() {
  (cd "$tmp/work" && zsh -f "$root/Tests/Integration/completion/zsh-complete.zsh" "$tmp/zsh" "$1") | sort | paste -sd ' ' -
}
if ! command -v zsh >/dev/null 2>&1; then
  skip "zsh is not installed (make test-deps installs it with apt-get as root)"
else
  zsh_version=$(zsh -fc 'echo $ZSH_VERSION')
  zsh -n "$tmp/zsh/_linkcheck" && ok "zsh $zsh_version: zsh -n reads the script" || bad "zsh -n: the script does not parse"
  comp=$(zsh -fc 'fpath=("$1" $fpath); autoload -U compinit && compinit -u -D; print -r -- $_comps[linkcheck]' _ "$tmp/zsh")
  expect "zsh: compinit finds it on fpath: \$_comps[linkcheck]" "_linkcheck" "$comp"
  expect "zsh: linkcheck <Tab>" "$commands" "$(zsh_complete 'linkcheck ')"
  expect "zsh: linkcheck routes --for<Tab>" "--format" "$(zsh_complete 'linkcheck routes --for')"
  expect "zsh: linkcheck routes --<Tab>" "$(options_of routes)" "$(zsh_complete 'linkcheck routes --')"
  expect "zsh: linkcheck --format <Tab>" "$formats" "$(zsh_complete 'linkcheck --format ')"
  expect "zsh: linkcheck routes --format=j<Tab>" "json junit" "$(zsh_complete 'linkcheck routes --format=j')"
  expect "zsh: linkcheck routes --schema app<Tab>" "app.cases.json app.schema.json" "$(zsh_complete 'linkcheck routes --schema app')"
  expect "zsh: linkcheck routes --schema app.schema.json o<Tab>" "other.cases.json" \
    "$(zsh_complete 'linkcheck routes --schema app.schema.json o')"
  expect "zsh: linkcheck completions <Tab>" "bash fish zsh" "$(zsh_complete 'linkcheck completions ')"
  expect "zsh: linkcheck generate <Tab>" "aasa swift tests" "$(zsh_complete 'linkcheck generate ')"
  expect "zsh: linkcheck init <Tab> (folders)" "deeplinks sub" "$(zsh_complete 'linkcheck init ')"
fi

# ---- fish ------------------------------------------------------------------------------------
# complete -C prints "candidate<TAB>description"; the candidates, sorted, on one line.
fish_complete() {
  (cd "$tmp/work" && fish --no-config -c 'source $argv[1]; and complete -C $argv[2]' "$tmp/fish/linkcheck.fish" "$1") \
    | cut -f1 | sort | paste -sd ' ' -
}
if ! command -v fish >/dev/null 2>&1; then
  skip "fish is not installed (make test-deps installs it with apt-get as root)"
else
  fish_version=$(fish --version)
  fish --no-config -n "$tmp/fish/linkcheck.fish" && ok "$fish_version: fish -n reads the script" || bad "fish -n: the script does not parse"
  expect "fish: complete -C 'linkcheck --format='" "$(printf -- '--format=%s\n' $formats | sort | xargs)" "$(fish_complete 'linkcheck --format=')"
  expect "fish: complete -C 'linkcheck routes --for'" "--format" "$(fish_complete 'linkcheck routes --for')"
  expect "fish: complete -C 'linkcheck '" "$commands" "$(fish_complete 'linkcheck ')"
  expect "fish: complete -C 'linkcheck routes --'" "$(options_of routes)" "$(fish_complete 'linkcheck routes --')"
  expect "fish: complete -C 'linkcheck routes --schema app'" "app.cases.json app.schema.json" "$(fish_complete 'linkcheck routes --schema app')"
  expect "fish: complete -C 'linkcheck routes --schema app.schema.json o'" "other.cases.json" \
    "$(fish_complete 'linkcheck routes --schema app.schema.json o')"
  expect "fish: complete -C 'linkcheck completions '" "bash fish zsh" "$(fish_complete 'linkcheck completions ')"
  expect "fish: complete -C 'linkcheck generate '" "aasa swift tests" "$(fish_complete 'linkcheck generate ')"
  expect "fish: complete -C 'linkcheck xcode --release '" "" "$(fish_complete 'linkcheck xcode --release ')"
  expect "fish: complete -C 'linkcheck resolve --schema app.schema.json '" "" "$(fish_complete 'linkcheck resolve --schema app.schema.json ')"
  # fish loads a command's completions from fish_complete_path once the command is on PATH.
  mkdir -p "$tmp/bin" && ln -s "$linkcheck" "$tmp/bin/linkcheck"
  loaded=$(cd "$tmp/work" && PATH="$tmp/bin:$PATH" fish --no-config \
    -c 'set fish_complete_path $argv[1] $fish_complete_path; complete -C "linkcheck --colo"' "$tmp/fish" | cut -f1)
  expect "fish: found on fish_complete_path without sourcing" "--color" "$loaded"
fi

# ---- the manual page -------------------------------------------------------------------------
if ! command -v mandoc >/dev/null 2>&1; then
  skip "mandoc is not installed (make test-deps installs it with apt-get as root)"
else
  lint=$(mandoc -T lint -W all "$tmp/linkcheck.1" 2>&1) && status=0 || status=$?
  [[ $status == 0 && -z $lint ]] && ok "mandoc -T lint -W all: nothing to say" || bad "mandoc -T lint (exit $status): $lint"
fi
if ! command -v man >/dev/null 2>&1; then
  skip "man is not installed (make test-deps installs man-db with apt-get as root)"
else
  rendered=$(MANWIDTH=80 MANPAGER=cat man --warnings -l "$tmp/linkcheck.1" 2>"$tmp/man.err") && status=0 || status=$?
  [[ $status == 0 && ! -s $tmp/man.err ]] && ok "man --warnings -l renders it without a message" \
    || bad "man -l (exit $status): $(cat "$tmp/man.err")"
  for line in \
    "LINKCHECK(1)                     User Commands                    LINKCHECK(1)" \
    "       linkcheck - check that deep links open the screens they promise" \
    "       linkcheck [OPTIONS] COMMAND [ARGUMENTS]" \
    "   completions" \
    "       --format text|json|junit|github|sarif" \
    "       linkcheck completions [OPTIONS] SHELL" \
    "           linkcheck man | man -l -" \
    "       2      The run could not be judged: a usage error, an unreadable file," \
    "       NO_COLOR" \
    "       linkcheck.json"; do
    grep -qFx -- "$line" <<< "$rendered" && ok "man shows: ${line#"${line%%[! ]*}"}" || bad "man does not show the line: $line"
  done
  # Every option of every command is in the page, as --help lists it.
  missing=""
  for command in $commands; do
    for option in $(options_of "$command"); do grep -qF -- "$option" <<< "$rendered" || missing+=" $command $option"; done
  done
  expect "man: every option help lists" "" "${missing# }"
fi

echo "completions: $passed passed, $failed failed, $skipped skipped"
((failed == 0))
