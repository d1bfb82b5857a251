"""Keep CPU cores busy, optionally while a command runs, and print the command's wall time.

A newcomer's laptop or a CI runner is rarely idle; tests must pass there too. This puts a
known load on the machine: N processes that spin at 100 % until the command ends (or for a
bounded time when no command is given, or until interrupted).

    python bench/busy.py --cores 2 -- make test     # make test on a machine with both cores busy
    python bench/busy.py --cores 1 --seconds 30     # just the load, for 30 s

The command's exit status is passed on, so `busy.py -- make test` fails when the tests fail.
Only the standard library is used; the spinning processes stop with the command, on Ctrl+C,
at the time limit, or when this script dies (each checks that its parent is still alive).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import subprocess
import sys
import time

# A spinner never outlives this many seconds, whatever happens to the script.
HARD_LIMIT_SECONDS = 4 * 60 * 60
PARENT_CHECK_EVERY = 200_000  # loop turns between checks (a few milliseconds)


def _spin(deadline: float, parent_pid: int) -> None:
    """Busy loop until the deadline, or until the parent process is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    turns = 0
    while True:
        turns += 1
        if turns % PARENT_CHECK_EVERY == 0 and (time.monotonic() >= deadline or os.getppid() != parent_pid):
            return


def _load_average() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:  # not available on this platform
        return "n/a"


def _parse(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    command: list[str] = []
    if "--" in argv:
        split = argv.index("--")
        argv, command = argv[:split], argv[split + 1 :]
    parser = argparse.ArgumentParser(
        prog="busy.py",
        description="Keep CPU cores at 100 % while a command runs (after --), and print its wall time.",
    )
    parser.add_argument(
        "--cores", type=int, default=os.cpu_count() or 1, help="busy processes to start (default: every core)"
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="stop the load after this long (default: when the command ends; 60 s without a command)",
    )
    args = parser.parse_args(argv)
    if args.cores < 1:
        parser.error("--cores must be at least 1")
    if args.seconds is not None and args.seconds <= 0:
        parser.error("--seconds must be positive")
    return args, command


def main(argv: list[str] | None = None) -> int:
    args, command = _parse(sys.argv[1:] if argv is None else argv)
    seconds = args.seconds if args.seconds is not None else (HARD_LIMIT_SECONDS if command else 60.0)
    deadline = time.monotonic() + min(seconds, HARD_LIMIT_SECONDS)

    spinners = [
        multiprocessing.Process(target=_spin, args=(deadline, os.getpid()), daemon=True) for _ in range(args.cores)
    ]
    for spinner in spinners:
        spinner.start()
    print(f"busy.py: {args.cores} busy process(es) started; load average {_load_average()}", flush=True)

    status = 0
    started = time.monotonic()
    try:
        if command:
            print(f"busy.py: running {' '.join(command)}", flush=True)
            status = subprocess.call(command)  # noqa: S603 - the command is the caller's own argument
        else:
            while time.monotonic() < deadline:
                time.sleep(0.2)
    except KeyboardInterrupt:
        status = 130
    finally:
        elapsed = time.monotonic() - started
        load = _load_average()
        for spinner in spinners:
            spinner.terminate()
        for spinner in spinners:
            spinner.join(timeout=5)

    if command:
        print(
            f"busy.py: `{' '.join(command)}` took {elapsed:.1f} s wall time with {args.cores} core(s) kept busy;"
            f" exit status {status}; load average at the end {load}",
            flush=True,
        )
    else:
        print(f"busy.py: load held for {elapsed:.1f} s; load average {load}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
