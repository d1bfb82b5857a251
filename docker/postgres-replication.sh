#!/bin/sh
# Lets a streaming replica connect for replication (compose's optional `postgres-replica` service,
# docs/operations.md "Read replica"). The postgres image runs the scripts of
# /docker-entrypoint-initdb.d once, when it creates the data directory; an existing volume needs
# the same line added by hand, then `SELECT pg_reload_conf()`.
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
