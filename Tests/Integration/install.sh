#!/usr/bin/env bash
# make install / uninstall into a scratch PREFIX, and the installed binary runs with the Swift
# toolchain out of reach (its libraries hidden by a private mount), as on a machine without it;
# the completion scripts and the manual page it installs are found by bash, zsh, fish and man.
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

# The completion scripts and the manual page, where each client looks for them.
bash_file=$prefix/share/bash-completion/completions/linkcheck
zsh_file=$prefix/share/zsh/site-functions/_linkcheck
fish_file=$prefix/share/fish/vendor_completions.d/linkcheck.fish
man_file=$prefix/share/man/man1/linkcheck.1
for pair in "$bash_file:completions bash" "$zsh_file:completions zsh" "$fish_file:completions fish" "$man_file:man"; do
  file=${pair%%:*} words=${pair#*:}
  # shellcheck disable=SC2086 # the words are the command's arguments
  if [[ -f $file ]] && cmp -s "$file" <("$bin" $words); then
    ok "${file#"$prefix"/} is what linkcheck $words prints"
  else
    bad "${file#"$prefix"/} is missing or differs from linkcheck $words"
  fi
done
spec=$(bash --norc --noprofile -c 'source "$1" && complete -p linkcheck' _ "$bash_file" 2>&1) || true
[[ $spec == "complete -F _linkcheck linkcheck" ]] && ok "bash: the installed script registers $spec" || bad "bash: $spec"
if command -v zsh >/dev/null 2>&1; then
  comp=$(zsh -fc 'fpath=("$1" $fpath); autoload -U compinit && compinit -u -D; print -r -- $_comps[linkcheck]' _ "${zsh_file%/*}")
  [[ $comp == _linkcheck ]] && ok "zsh: compinit finds _linkcheck in PREFIX/share/zsh/site-functions" || bad "zsh: _comps[linkcheck] is [$comp]"
else
  echo "install: skipped: zsh is not installed"
fi
if command -v fish >/dev/null 2>&1; then
  # fish looks in DIR/fish/vendor_completions.d for each DIR of XDG_DATA_DIRS, for a command on PATH.
  home=$prefix/home
  got=$(HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share XDG_DATA_DIRS=$prefix/share \
    PATH="$prefix/bin:$PATH" fish -c 'complete -C "linkcheck --colo"' 2>&1 | cut -f1)
  [[ $got == --color ]] && ok "fish: loads linkcheck.fish from PREFIX/share/fish/vendor_completions.d" || bad "fish: complete -C gave [$got]"
else
  echo "install: skipped: fish is not installed"
fi
if command -v man >/dev/null 2>&1; then
  found=$(MANPATH=$prefix/share/man man -w linkcheck 2>&1) || true
  [[ $found == "$man_file" ]] && ok "man -w linkcheck finds PREFIX/share/man/man1/linkcheck.1" || bad "man -w linkcheck: $found"
else
  echo "install: skipped: man is not installed"
fi

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
[[ ! -e $bin ]] && ok "make uninstall removed it" || bad "make uninstall left $bin"
left=$(find "$prefix" -type f -not -path "$prefix/home/*" | sed "s|^$prefix/||")
[[ -z $left ]] && ok "make uninstall removed the scripts and the page" || bad "make uninstall left: $left"

# DESTDIR puts everything under a staging root, for packagers.
stage=$prefix/stage
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr >/dev/null
n=$(find "$stage/usr" -type f | wc -l)
[[ $n == 5 && -x $stage/usr/bin/linkcheck && -f $stage/usr/share/man/man1/linkcheck.1 ]] \
  && ok "make install DESTDIR=... PREFIX=/usr stages the 5 files under DESTDIR" || bad "DESTDIR: $n files: $(find "$stage" -type f)"
make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >/dev/null
[[ -z $(find "$stage" -type f) ]] && ok "make uninstall DESTDIR=... removes them" || bad "DESTDIR uninstall left $(find "$stage" -type f)"

echo "install: $passed passed, $failed failed"
((failed == 0))
