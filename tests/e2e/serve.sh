#!/usr/bin/env bash
# Starts the built server for the e2e suite on a fresh embedded database, with the members the specs use
# created through the operator CLI first (one process for all of them, before the server opens the database:
# PGlite is one process per folder). tests/e2e/users/*.txt: one line of `manage create-user` options each.
set -euo pipefail
: "${DATA_DIR:?}" "${PORT:?}"
rm -rf "$DATA_DIR"
mkdir -p "$DATA_DIR"
for list in tests/e2e/users/*.txt; do
  if [ -f "$list" ]; then cat "$list"; echo; fi
done > "$DATA_DIR/e2e-users.txt"
# The staff specs sign in with a password alone; the two-step spec enrols its own staff member (npm start keeps the
# default, true). The server says so in one warning line at start.
export REQUIRE_STAFF_2FA="${REQUIRE_STAFF_2FA:-false}"
node --import tsx scripts/manage.ts create-users --from "$DATA_DIR/e2e-users.txt" >/dev/null
# What production runs (npm start): the server bundled at build time (integrations/server-bundle.ts), with the
# flags and environment of serverCommand in scripts/site-build.mjs. A build made before the bundle existed still
# runs, from the sources.
bundle="${ASTRO_OUT_DIR:-dist}/server/fitgroup.mjs"
if [ -f "$bundle" ]; then
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
  exec node --enable-source-maps --max-semi-space-size=16 "$bundle"
fi
echo "serve.sh: no $bundle in this build (rebuild it); running src/server.ts through tsx" >&2
exec node --import tsx src/server.ts
