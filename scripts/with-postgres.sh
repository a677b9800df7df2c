#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1 (as root,
# without touching /etc): initdb into a temporary directory, start, export
# DATABASE_URL, run the command, stop and remove the server.
#   scripts/with-postgres.sh npm run test:integration
set -euo pipefail

# Below Linux's ephemeral ports (32768-60999), which any outgoing connection may hold.
PORT="${PG_TEST_PORT:-25432}"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bindir/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }

workdir="$(mktemp -d /tmp/ffp-pg.XXXXXX)"
password="$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 24)"
printf '%s\n' "$password" > "$workdir/pwfile"
mkdir -p "$workdir/data" "$workdir/sock"
as_postgres() {
  if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$workdir"; runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  as_postgres "$bindir/pg_ctl" -D "$workdir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

as_postgres "$bindir/initdb" -D "$workdir/data" -U postgres --auth-host=scram-sha-256 --auth-local=trust \
  --pwfile="$workdir/pwfile" >/dev/null
# pg_ctl only says "could not start server"; the reason is in the server's log.
as_postgres "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $PORT -k $workdir/sock -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null ||
  { echo "PostgreSQL did not start on 127.0.0.1:${PORT}:" >&2; tail -n 15 "$workdir/server.log" >&2; exit 1; }

export DATABASE_URL="postgresql://postgres:${password}@127.0.0.1:${PORT}/postgres"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:${PORT}"
"$@"
