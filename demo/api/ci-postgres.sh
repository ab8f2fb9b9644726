#!/usr/bin/env bash
# Runs the API tests once against a real PostgreSQL: starts a throw-away cluster on
# 127.0.0.1:54329, runs `npm run test:api` (or the command given as arguments, e.g.
# `demo/api/ci-postgres.sh npm run bench:api`) with DATABASE_URL pointing at it, and always stops
# and deletes the cluster. Needs only Debian's `postgresql` package; works as root (the server then
# runs as the `postgres` user, since PostgreSQL refuses to run as root) or as an ordinary user.
# tests/api/database-loss.test.ts runs only in this run (it needs DATABASE_URL): it starts a
# cluster of its own the same way, from the same programs, so that it can stop and start it.
set -euo pipefail

port="${PG_TEST_PORT:-54329}"
repo_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ -z "$pg_bin" ]]; then
  echo "ci-postgres: no PostgreSQL under /usr/lib/postgresql (apt-get install -y postgresql)" >&2
  exit 1
fi

work_dir="$(mktemp -d /tmp/lab-api-pg.XXXXXX)"
as_owner=()
if [[ "$(id -u)" == 0 ]]; then
  chown postgres: "$work_dir"
  as_owner=(runuser -u postgres --)
fi

stop_cluster() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap stop_cluster EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$work_dir/data" -U lab --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Loopback only, socket in the temporary folder; fsync off because the data is thrown away.
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work_dir/data" -l "$work_dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work_dir -c fsync=off -c full_page_writes=off" start >/dev/null
"${as_owner[@]}" "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U lab lab_api_test

echo "ci-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
cd "$repo_dir"
if [[ $# -eq 0 ]]; then set -- npm run test:api; fi
DATABASE_URL="postgres://lab@127.0.0.1:$port/lab_api_test" "$@"
