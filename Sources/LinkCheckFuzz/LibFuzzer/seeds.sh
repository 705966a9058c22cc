#!/usr/bin/env bash
# Writes the seed corpus of every fuzz target into $1/<target>/ from fixtures/ and, when present,
# ../shared/vectors/ (read in place, never copied into the repository). Run from the package root.
set -euo pipefail
out=$1
sources=(fixtures)
[ -d ../shared/vectors ] && sources+=(../shared/vectors)
mkdir -p "$out"/{json,url,routes,aasa,glob,generated,pbxproj,xcconfig}

# A seed's name is its path (vectors/… for the shared ones), so files of the same name in different
# folders stay apart.
name() { printf '%s' "${1#../shared/}" | tr -c 'A-Za-z0-9._-' '_'; }

# The JSON reader and the AASA linter read any file.
find "${sources[@]}" -type f -not -path 'fixtures/fuzz/*' | while read -r f; do
    cp "$f" "$out/json/$(name "$f")"
    cp "$f" "$out/aasa/$(name "$f")"
done

# Each table joined to the schema it names: `schema NUL table`.
find "${sources[@]}" -name '*.cases.json' | while read -r t; do
    s=$(sed -n 's/.*"schema": *"\([^"]*\)".*/\1/p' "$t" | head -1)
    [ -n "$s" ] && [ -f "$(dirname "$t")/$s" ] || continue
    { cat "$(dirname "$t")/$s"; printf '\0'; cat "$t"; } > "$out/routes/$(name "$t")"
done

# Every URL the tables, URL lists and AASA vectors hold, one per seed.
{
    grep -arhoE '"url": *"[^"]*"' "${sources[@]}" --include='*.json' | sed -E 's/^"url": *"//; s/"$//'
    cat fixtures/aasa/urls.txt
} | sort -u | awk -v dir="$out/url" '{ f = sprintf("%s/u%05d", dir, NR); printf "%s", $0 > f; close(f) }'

# The generated parsers are compared on URLs: every URL of the fixtures' tables, one per seed.
grep -ahoE '"url": *"[^"]*"' fixtures/*/*.cases.json | sed -E 's/^"url": *"//; s/"$//' | sort -u \
    | awk -v dir="$out/generated" '{ f = sprintf("%s/g%05d", dir, NR); printf "%s", $0 > f; close(f) }'

# The old-style property-list reader: every Xcode project of the vectors.
find "${sources[@]}" -name '*.pbxproj' | while read -r f; do
    cp "$f" "$out/pbxproj/$(name "$f")"
done

# The xcconfig reader: every xcconfig of the fixtures and vectors, each the top file of its project.
find "${sources[@]}" -name '*.xcconfig' | while read -r f; do
    cp "$f" "$out/xcconfig/$(name "$f")"
done
