"""bench/busy.py: runs a command under load, passes its exit status on, reports its wall time."""

import subprocess
import sys
from pathlib import Path

BUSY = Path(__file__).resolve().parent.parent / "bench" / "busy.py"


def _run(*args):
    return subprocess.run([sys.executable, str(BUSY), *args], capture_output=True, text=True, timeout=120)


def test_runs_the_command_under_load_and_passes_its_exit_status_on():
    result = _run("--cores", "1", "--", sys.executable, "-c", "import sys; print('inside'); sys.exit(3)")
    assert result.returncode == 3
    assert "inside" in result.stdout
    assert "1 busy process(es) started" in result.stdout
    assert "took" in result.stdout
    assert "exit status 3" in result.stdout


def test_without_a_command_the_load_stops_at_the_time_limit():
    result = _run("--cores", "1", "--seconds", "0.3")
    assert result.returncode == 0
    assert "load held for" in result.stdout


def test_refuses_nonsense():
    assert _run("--cores", "0").returncode == 2
    assert _run("--seconds", "-1").returncode == 2
