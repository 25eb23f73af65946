#!/usr/bin/env bash
# Starts the built server for the e2e suite on a fresh embedded database, with the members the specs use
# created through the operator CLI (before the server opens the database: PGlite is one process per folder).
set -euo pipefail
: "${DATA_DIR:?}" "${PORT:?}"
rm -rf "$DATA_DIR"
for list in tests/e2e/users/*.txt; do
  [ -f "$list" ] || continue
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    case "$line" in \#*) continue;; esac
    eval "node --import tsx scripts/manage.ts create-user $line" >/dev/null
  done < "$list"
done
exec node --import tsx src/server.ts
