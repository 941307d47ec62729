"""Runs a command and reports the CPU time and peak memory of that process alone."""
import os, statistics, subprocess, sys


TIME = "/usr/bin/time"


class Failed(Exception):
    """A command exited with an error (its message in `args[0]`)."""


def once(cmd, fail_ok=False):
    """(user+system CPU seconds, peak resident KiB) of one run of `cmd`; exits on failure.

    The command runs under /usr/bin/time, a small process: a child forked from Python would
    inherit Python's peak memory. Its peak is what /usr/bin/time reports; the CPU time is what
    the kernel counts for /usr/bin/time and the command together (microseconds; /usr/bin/time's
    own share is a fraction of a millisecond, the same for every command).
    """
    p = subprocess.Popen([TIME, "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE)
    err = p.stderr.read().decode(errors="replace")
    _, status, ru = os.wait4(p.pid, 0)
    p.stderr.close()
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        msg = f"command failed ({p.returncode}): {' '.join(cmd)}\n{err}"
        if fail_ok:
            raise Failed(msg)
        sys.exit("bench: " + msg)
    peak = int(err.strip().splitlines()[-1])
    return ru.ru_utime + ru.ru_stime, peak


def runs(cmd, n, pick="median"):
    """CPU seconds (the median or the minimum of `n` runs) and the largest peak KiB of `cmd`."""
    times, peak = [], 0
    for _ in range(n):
        t, m = once(cmd)
        times.append(t)
        peak = max(peak, m)
    t = statistics.median(times) if pick == "median" else min(times)
    return t, peak


def load():
    """The 1-minute load average and the number of CPUs, to print next to the numbers."""
    try:
        return os.getloadavg()[0], os.cpu_count()
    except OSError:
        return float("nan"), os.cpu_count()


def instructions(cmd):
    """The number of instructions `cmd` executes, counted by valgrind (callgrind): exact and
    the same from run to run, whatever else loads the machine."""
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit(f"bench: command failed under valgrind ({p.returncode}): {' '.join(cmd)}\n"
                 f"{p.stderr[-2000:]}")
    for line in p.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split("Collected :")[1].strip())
    sys.exit(f"bench: no instruction count from valgrind for {' '.join(cmd)}")
