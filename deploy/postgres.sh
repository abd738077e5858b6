# A throw-away PostgreSQL cluster on 127.0.0.1 (Debian's postgresql package), for
# .ci/run and deploy/smoke.sh:
#   . deploy/postgres.sh; start_postgres PORT; ...; stop_postgres
# initdb refuses root: the server runs as user postgres, with trust authentication
# on loopback only, and fsync off (its data is thrown away).

start_postgres() {
    local port=$1
    PG_BIN="$(pg_config --bindir)"
    PG_DATA="$(mktemp -d /tmp/tabletop-pg.XXXXXX)"
    chown postgres "$PG_DATA"
    su postgres -s /bin/sh -c "'$PG_BIN/initdb' -D '$PG_DATA' -A trust -U postgres -E UTF8" >/dev/null
    su postgres -s /bin/sh -c "'$PG_BIN/pg_ctl' -D '$PG_DATA' -l '$PG_DATA/log' -w start \
        -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\"" >/dev/null
}

stop_postgres() {
    [ -n "${PG_DATA:-}" ] || return 0
    su postgres -s /bin/sh -c "'$PG_BIN/pg_ctl' -D '$PG_DATA' -m fast -w stop" >/dev/null || true
    rm -rf "$PG_DATA"
    PG_DATA=
}
