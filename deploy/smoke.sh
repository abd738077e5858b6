#!/usr/bin/env bash
# Smoke test of deploy/compose.yaml's topology without Docker, from Debian packages,
# all on 127.0.0.1: a throw-away PostgreSQL, two `tabletop serve` instances (two
# workers each, logging as they would in the image) and nginx in front of them with
# the proxy configuration compose uses (deploy/nginx/tabletop.conf.template).
# deploy/smoke.py then plays a match of every game through the proxy, checks a
# stream passes it unbuffered, scrapes both instances' /metrics and reads their logs.
#
# Needs the postgresql and nginx packages (.ci/run installs them when missing).
# Everything it starts is stopped, and its files removed, however it ends; it gives
# up after SMOKE_TIMEOUT_S seconds (300).
set -euo pipefail
if [ -z "${SMOKE_BOUNDED:-}" ]; then
    SMOKE_BOUNDED=1 exec timeout --kill-after=20 "${SMOKE_TIMEOUT_S:-300}" bash "$0" "$@"
fi
cd "$(dirname "$0")/.."
for tool in pg_config nginx envsubst; do
    command -v "$tool" >/dev/null || PATH="$PATH:/usr/sbin" command -v "$tool" >/dev/null \
        || { echo "smoke: $tool is missing (apt-get install postgresql nginx gettext-base)" >&2; exit 1; }
done
PATH="$PATH:/usr/sbin"
make --no-print-directory -s .venv/serve-installed
PY=.venv/bin/python

work="$(mktemp -d /tmp/tabletop-smoke.XXXXXX)"
chmod 755 "$work"  # nginx's workers run as nobody
pids=()
. deploy/postgres.sh
clean_up() {
    status=$?
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    stop_postgres
    if [ "$status" -ne 0 ]; then
        for log in "$work"/*.log; do echo "--- $log"; tail -n 30 "$log"; done >&2
    fi
    rm -rf "$work"
    exit "$status"
}
trap clean_up EXIT
trap 'exit 124' TERM INT

read -r pg_port api_1 api_2 proxy_port < <("$PY" -c '
import socket
socks = [socket.socket() for _ in range(4)]
for s in socks: s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in socks))')
secret="smoke-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"

start_postgres "$pg_port"
database="postgresql://postgres:$secret@127.0.0.1:$pg_port/postgres"
.venv/bin/tabletop migrate --database-url "$database" > "$work/migrate.log"

for port in "$api_1" "$api_2"; do
    .venv/bin/tabletop serve --port "$port" --workers 2 --database-url "$database" \
        > "$work/api-$port.log" 2> "$work/api-$port.stderr" &
    pids+=($!)
done

mkdir -m 777 "$work/nginx"
TABLETOP_UPSTREAMS="server 127.0.0.1:$api_1; server 127.0.0.1:$api_2;" PROXY_LISTEN="127.0.0.1:$proxy_port" \
    envsubst '$TABLETOP_UPSTREAMS $PROXY_LISTEN' < deploy/nginx/tabletop.conf.template > "$work/tabletop.conf"
PROXY_WORK="$work" envsubst '$PROXY_WORK' < deploy/nginx/local.conf.template > "$work/nginx.conf"
nginx -e "$work/nginx-error.log" -p "$work" -c "$work/nginx.conf" &
pids+=($!)

"$PY" - "$api_1" "$api_2" "$proxy_port" <<'WAIT'
import sys, time, urllib.request
deadline = time.monotonic() + 60
for port, path in [(sys.argv[1], "/readyz"), (sys.argv[2], "/readyz"), (sys.argv[3], "/games")]:
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2)
            break
        except OSError:
            if time.monotonic() > deadline:
                sys.exit(f"smoke: nothing answers on 127.0.0.1:{port}{path}")
            time.sleep(0.2)
WAIT

"$PY" deploy/smoke.py --proxy "127.0.0.1:$proxy_port" \
    --replica "127.0.0.1:$api_1" --replica "127.0.0.1:$api_2" \
    --log "$work/api-$api_1.log" --log "$work/api-$api_2.log" --secret "$secret"
for stderr in "$work"/*.stderr; do
    [ ! -s "$stderr" ] || { echo "smoke FAILED: $stderr is not empty (everything is logged as JSON lines)"; exit 1; }
done
echo "smoke: passed"
