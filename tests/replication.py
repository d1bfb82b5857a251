"""A PostgreSQL primary and a streaming replica of it, started by a test (tests/test_read_replica.py).

Both clusters are the test's own, in a temporary folder on free ports: the machine's main cluster
may not accept replication connections, and a base backup of it would copy every database on it.
The primary is made with initdb (wal_level=replica, a replication entry in pg_hba.conf), the
replica with `pg_basebackup -R` from it, as a production replica is. Run as root (CI containers),
the servers run as the `postgres` user: PostgreSQL refuses to run as root.

Every wait is a bounded poll on a condition (the server accepts connections, the replica has
replayed a position), with a limit only a broken setup reaches.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import psycopg

from tests.processes import ROOT, free_port

START_LIMIT = 120  # seconds; a loaded machine starts a small cluster in a few
REPLAY_LIMIT = 120  # seconds for the replica to replay a position the primary has written
TOOLS = ("initdb", "pg_ctl", "pg_basebackup")
# Each entry of the servers' logs starts with this: a test reads the statements each server ran.
LOG_PREFIX = "@@ "


def postgres_bin_dir() -> Path | None:
    """The newest folder holding initdb, pg_ctl and pg_basebackup: Debian's
    /usr/lib/postgresql/<version>/bin, else the PATH."""

    def version(path: str) -> float:
        try:
            return float(Path(path).parent.name)
        except ValueError:
            return 0.0

    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True):
        if all(os.access(Path(candidate) / tool, os.X_OK) for tool in TOOLS):
            return Path(candidate)
    found = [shutil.which(tool) for tool in TOOLS]
    if all(found) and len({Path(path).parent for path in found}) == 1:
        return Path(found[0]).parent
    return None


def _server_user() -> pwd.struct_passwd | None:
    """The account the servers run as when this process is root (PostgreSQL refuses root)."""
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam("postgres")
    except KeyError as exc:
        raise RuntimeError("running as root, and there is no `postgres` user to run PostgreSQL as") from exc


@dataclass
class Cluster:
    name: str
    bin_dir: Path
    data_dir: Path
    socket_dir: Path
    port: int
    user: pwd.struct_passwd | None

    def run(self, tool: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        kwargs = {}
        if self.user is not None:
            kwargs = {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        return subprocess.run(
            [str(self.bin_dir / tool), *args],
            cwd=self.socket_dir,
            env={**os.environ, "PGHOST": "127.0.0.1", "PGUSER": "postgres", "LC_ALL": "C"},
            capture_output=True,
            text=True,
            timeout=START_LIMIT,
            check=check,
            **kwargs,
        )

    @property
    def log_path(self) -> Path:
        return self.socket_dir / f"{self.name}.log"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def url(self, database: str) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str = "postgres") -> psycopg.Connection:
        return psycopg.connect(host="127.0.0.1", port=self.port, user="postgres", dbname=database, autocommit=True)

    def value(self, sql: str, database: str = "postgres"):
        """The first column of the first row (None for a statement that answers no rows)."""
        with self.connect(database) as connection:
            cursor = connection.execute(sql)
            return cursor.fetchone()[0] if cursor.description else None

    def start(self) -> Cluster:
        done = self.run(
            "pg_ctl",
            "-D",
            str(self.data_dir),
            "-l",
            str(self.log_path),
            "-w",
            "-t",
            str(START_LIMIT),
            "start",
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{self.name} did not start: {done.stdout}{done.stderr}\n{self.log()[-4000:]}")
        return self

    def stop(self) -> None:
        if (self.data_dir / "postmaster.pid").exists():
            done = self.run("pg_ctl", "-D", str(self.data_dir), "-m", "fast", "-w", "stop", check=False)
            if done.returncode != 0:
                self.run("pg_ctl", "-D", str(self.data_dir), "-m", "immediate", "-w", "stop", check=False)

    def configure(self, **settings) -> None:
        lines = [
            f"{key} = {value!r}" if isinstance(value, str) else f"{key} = {value}" for key, value in settings.items()
        ]
        with open(self.data_dir / "postgresql.conf", "a") as conf:
            conf.write("\n# tests/replication.py\n" + "\n".join(lines) + "\n")


@dataclass
class ReplicaPair:
    primary: Cluster
    replica: Cluster
    folder: Path

    # --- replication ---------------------------------------------------------------------------

    def primary_position(self) -> str:
        return self.primary.value("SELECT pg_current_wal_lsn()::text")

    def wait_for_replay(self, position: str | None = None) -> None:
        """Until the replica has replayed `position` (default: what the primary has written now)."""
        position = position or self.primary_position()
        deadline = time.monotonic() + REPLAY_LIMIT
        with self.replica.connect() as connection:
            while True:
                replayed = connection.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", [position]).fetchone()[0]
                if replayed:
                    return
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"the replica did not replay {position} in {REPLAY_LIMIT} s:\n{self.replica.log()[-4000:]}"
                    )
                time.sleep(0.02)

    def pause_replay(self) -> None:
        """The replica stops applying the primary's WAL (it keeps receiving it): it lags on purpose."""
        with self.replica.connect() as connection:
            connection.execute("SELECT pg_wal_replay_pause()")
            deadline = time.monotonic() + REPLAY_LIMIT
            while connection.execute("SELECT pg_get_wal_replay_pause_state()").fetchone()[0] != "paused":
                if time.monotonic() > deadline:
                    raise RuntimeError("the replica's replay did not pause")
                time.sleep(0.02)

    def resume_replay(self) -> None:
        self.replica.value("SELECT pg_wal_replay_resume()")

    def stop(self) -> None:
        for cluster in (self.replica, self.primary):
            cluster.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def replica_pair_start(*, database: str, bin_dir: Path) -> ReplicaPair:
    """A primary holding `database` migrated by this project (manage.py migrate), and a streaming
    replica made from it with pg_basebackup -R, replay caught up. The caller stops it."""
    user = _server_user()
    folder = Path(tempfile.mkdtemp(prefix="pm-replica-"))
    if user is not None:
        os.chown(folder, user.pw_uid, user.pw_gid)

    def cluster(name: str) -> Cluster:
        return Cluster(name, bin_dir, folder / name, folder, free_port(), user)

    primary, replica = cluster("primary"), cluster("replica")
    pair = ReplicaPair(primary, replica, folder)
    try:
        primary.run(
            "initdb", "-D", str(primary.data_dir), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"
        )
        primary.configure(
            listen_addresses="127.0.0.1",
            port=primary.port,
            unix_socket_directories=str(folder),
            wal_level="replica",
            max_wal_senders=4,
            max_connections=40,
            shared_buffers="32MB",
            fsync="off",  # a test's clusters: nothing to keep after a crash
            log_statement="all",  # which server ran what (tests/test_read_replica.py)
            log_line_prefix=LOG_PREFIX,
        )
        (primary.data_dir / "pg_hba.conf").write_text(
            "local all all trust\n"
            "host all all 127.0.0.1/32 trust\n"
            "local replication all trust\n"
            "host replication all 127.0.0.1/32 trust\n"
        )
        primary.start()
        primary.value(f'CREATE DATABASE "{database}"')
        _migrate(primary.url(database))

        # The base backup carries the primary's configuration: the replica gets a port of its own.
        primary.run(
            "pg_basebackup", "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres",
            "-D", str(replica.data_dir), "-R", "-X", "stream", "-c", "fast",
        )  # fmt: skip
        replica.configure(port=replica.port, hot_standby="on")
        replica.start()
        if replica.value("SELECT pg_is_in_recovery()") is not True:
            raise RuntimeError("the replica is not in recovery")
        pair.wait_for_replay()
    except BaseException:
        pair.stop()
        raise
    return pair


def _migrate(url: str) -> None:
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DATABASE_URL": url,
        "PYTHONUNBUFFERED": "1",
    }
    env.pop("DATABASE_REPLICA_URL", None)
    done = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0:
        raise RuntimeError(f"migrate failed:\n{done.stdout[-4000:]}{done.stderr[-4000:]}")
