#!/usr/bin/env bash
# `make run-fetch`: linkcheck aasa --fetch against the loopback sites, as a user would see it.
# Starts aasa_server.py on a free port, runs a good site, then sites with serving problems, and stops.
set -u
bin=${1:-.build/release/linkcheck}
dir=$(mktemp -d)
trap 'exec 3>&-; rm -rf "$dir"' EXIT
mkfifo "$dir/in"
python3 Tests/Loopback/aasa_server.py --cert fixtures/fetch/tls/server.pem --key fixtures/fetch/tls/server-key.pem \
    --sites fixtures/fetch --port 0 < "$dir/in" > "$dir/port" &
exec 3> "$dir/in"   # the server runs until this closes
for _ in $(seq 50); do grep -q '^port ' "$dir/port" 2>/dev/null && break; sleep 0.1; done
port=$(awk '/^port /{print $2}' "$dir/port")
[ -n "$port" ] || { echo "run-fetch: the loopback server did not start" >&2; exit 1; }
run() { echo "\$ linkcheck aasa $*"; "$bin" aasa --connect-to "127.0.0.1:$port" --ca-file fixtures/fetch/tls/ca.pem "$@"; echo "(exit $?)"; echo; }
run --fetch --cdn --cdn-base https://cdn.test/a/v1/ --app-id ABCDE12345.com.miapp.app --url https://good.test/orders/42 good.test
run --fetch --cdn --cdn-base https://cdn.test/a/v1/ stale.test
run --fetch redirect.test octet.test htmljson.test legacy.test huge.test
