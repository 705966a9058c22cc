# Shared by the integration scripts: `source "$(dirname "$0")/lib.sh"`.

# snapshot_worktree ROOT DEST: DEST becomes a git repository of one commit holding ROOT's working
# tree as it is now: tracked files with their uncommitted changes, and new files git does not
# ignore. A script that needs a repository of linkcheck (pre-commit's hook repository, a CI
# snippet's clone) tests what is in the tree, not HEAD, so a change fails `make test` before it is
# committed. Prints the commit.
snapshot_worktree() {
  local root=$1 dest=$2
  mkdir -p "$dest"
  # -z: any byte in a name; --others --exclude-standard: new files, less the ignored ones.
  (cd "$root" && git ls-files -z --cached --others --exclude-standard) |
    while IFS= read -r -d '' name; do
      [[ -e $root/$name || -L $root/$name ]] || continue   # deleted in the tree, not yet in the index
      mkdir -p "$dest/$(dirname "$name")"
      cp -P -p "$root/$name" "$dest/$name"
    done
  git -C "$dest" init --quiet
  git -C "$dest" add -A
  git -C "$dest" -c user.name=linkcheck-snapshot -c user.email=snapshot@linkcheck.invalid -c commit.gpgsign=false \
    commit --quiet --no-verify -m "snapshot of the working tree of $root"
  git -C "$dest" rev-parse HEAD
}
