#!/usr/bin/env zsh
# Completes a command line in a real interactive zsh, through compinit and the completion
# function a folder of fpath holds, and prints each candidate zsh offers, one a line.
#   zsh zsh-complete.zsh FPATH_DIR 'linkcheck routes --for'
# The line is typed into a zsh on a pseudo-terminal (zsh/zpty), followed by a Tab; compadd is
# wrapped to write down what the completion functions add.
emulate -L zsh
zmodload zsh/zpty || { print -u2 "zsh-complete: no zsh/zpty module"; exit 3 }
fpath_dir=$1 line=$2
out=$(mktemp) setup=$(mktemp)
trap 'rm -f $out $setup; zpty -d z 2>/dev/null' EXIT
cat > $setup <<SETUP
PS1='' PROMPT='' RPROMPT=''
fpath=(${(q)fpath_dir} \$fpath)
autoload -U compinit && compinit -u -D
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
bindkey '^I' complete-word
compadd() {
    # Calls that only ask (-O, -A, -D) are the completion system's own bookkeeping.
    if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "\$@"; return; fi
    local -a __hits
    builtin compadd -O __hits "\$@"
    (( \$#__hits )) && print -rl -- \$__hits >> ${(q)out}
    builtin compadd "\$@"
}
_capture_done() { print -r -- '<done>' >> ${(q)out}; exit }
comppostfuncs=(_capture_done)
print -r -- '<ready>' >> ${(q)out}
SETUP
zpty z exec zsh -f -i
zpty -w z "source ${(q)setup}"
integer tries=0
until grep -q '<ready>' $out 2>/dev/null; do
    (( ++tries > 200 )) && { print -u2 "zsh-complete: zsh did not start"; exit 2 }
    sleep 0.05
done
zpty -w -n z "$line"$'\t'
tries=0
until grep -q '<done>' $out 2>/dev/null; do
    (( ++tries > 400 )) && { print -u2 "zsh-complete: no completion for: $line"; cat $out >&2; zpty -r -t z junk; print -u2 -r -- "$junk"; exit 2 }
    zpty -r -t z junk >/dev/null 2>&1
    sleep 0.05
done
grep -v '^<ready>$\|^<done>$' $out | sort -u
