"""Runs a module's runs in a runner process (one per thread, serving module after module),
restarting it after a fault or a time-out.

execute(binary, runs, pattern, work, tag, cfg) answers one Result per run.
"""
import json
import os
import select
import signal
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WALL_FACTOR = 8     # runner.Watchdog.WALL_FACTOR


class Result:
    """status: ok (outputs: [(data, guard)] per buffer), build (the module does not build),
    error (an OpenCL error), fault (the process died), timeout."""

    def __init__(self, status, detail="", outputs=None):
        self.status = status
        self.detail = detail
        self.outputs = outputs

    def __repr__(self):
        return "Result(%s, %r)" % (self.status, self.detail)


class Config:
    def __init__(self, build_timeout=120, run_timeout=30, cache_dir=None, work=None, env=None,
                 role=""):
        self.build_timeout = build_timeout
        self.run_timeout = run_timeout
        self.cache_dir = cache_dir
        self.work = work
        # PoCL settings of this configuration's runner processes (e.g. another work-group
        # method), and the name that keeps its runner processes apart from the default ones.
        self.env = dict(env or {})
        self.role = role

    def with_env(self, role, env):
        """This configuration with PoCL settings env, in runner processes of their own and
        with a kernel cache of their own."""
        import copy
        c = copy.copy(self)
        c.env = dict(self.env, **env)
        c.role = role
        if self.cache_dir:
            c.cache_dir = "%s-%s" % (self.cache_dir, role)
        return c


def runner_env(cfg):
    env = dict(os.environ)
    env["PYTHONPATH"] = HERE + os.pathsep + env.get("PYTHONPATH", "")
    if cfg.cache_dir:
        env["POCL_CACHE_DIR"] = cfg.cache_dir
    # One thread: the runs of a kernel see the same schedule, and the machine is shared.
    env.setdefault("POCL_MAX_PTHREAD_COUNT", "1")
    env.setdefault("POCL_MAX_CPU_CU_COUNT", "1")
    env.update(cfg.env)
    return env


class Worker:
    """One runner process and the lines it has said."""

    _count = 0
    _lock = threading.Lock()
    _all = []

    def __init__(self, cfg):
        self.cfg = cfg
        self.proc = None
        self.buf = b""
        with Worker._lock:
            Worker._count += 1
            self.err_path = os.path.join(cfg.work, "runner-%d-%d.err"
                                         % (os.getpid(), Worker._count))
            Worker._all.append(self)

    def start(self):
        """None when the runner said it is ready, else the line it said instead (or why not)."""
        self.buf = b""
        with open(self.err_path, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "differential_lib.runner"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=err, env=runner_env(self.cfg),
                                         start_new_session=True)
        line = self.readline(self.cfg.build_timeout + 60)
        if line == "ready":
            return None
        self.kill()
        return line or "the runner did not start: %s" % self.stderr_tail()

    def readline(self, timeout):
        """The next line, or None at the end of the output or after timeout seconds (the
        process is then killed)."""
        import time
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                self.kill()
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode(errors="replace")

    def send(self, job):
        try:
            self.proc.stdin.write((json.dumps(job) + "\n").encode())
            self.proc.stdin.flush()
            return True
        except (BrokenPipeError, OSError):
            return False

    def kill(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if self.proc is not None:
            self.proc.wait()

    def ended(self):
        """How the process ended (after its output closed): 'signal N' or 'exit N'."""
        self.kill()
        rc = self.proc.returncode
        self.proc = None
        return ("signal %d" % -rc) if rc is not None and rc < 0 else "exit %s" % rc

    def stderr_tail(self):
        try:
            with open(self.err_path, "rb") as f:
                f.seek(max(0, os.path.getsize(self.err_path) - 2000))
                lines = f.read().decode(errors="replace").strip().splitlines()
        except OSError:
            return ""
        return lines[-1][:200] if lines else ""

    @classmethod
    def close_all(cls):
        for w in cls._all:
            if w.proc is not None:
                try:
                    w.proc.stdin.close()
                except OSError:
                    pass
                w.kill()


_local = threading.local()


def worker(cfg, role):
    """This thread's runner process for role: "A" runs the original and the round trips, "B"
    the original's second run. The second run happens in another process (another address
    space layout), so that output bytes taken from memory nothing wrote, such as a stack slot
    holding a pointer of PoCL's, differ between the original's two runs."""
    ws = getattr(_local, "workers", None)
    if ws is None:
        ws = _local.workers = {}
    if role not in ws:
        ws[role] = Worker(cfg)
    return ws[role]


def restart(cfg, role):
    """Ends this thread's runner process for role (cfg's), so that the next job starts a new one."""
    w = getattr(_local, "workers", {}).get(role + cfg.role)
    if w is not None and w.proc is not None:
        try:
            w.proc.stdin.close()
        except OSError:
            pass
        w.kill()
        w.proc = None


def input_of(r, work):
    """The run's input file (written once, for every execution of it) and the runner's args."""
    if getattr(r, "input_path", None) is None:
        path = os.path.join(work, "in.%d.%d" % (os.getpid(), id(r)))
        r.input_spec = r.write_input(path)
        r.input_path = path
    return r.input_path, r.input_spec


def forget_inputs(runs):
    for r in runs:
        if getattr(r, "input_path", None):
            try:
                os.remove(r.input_path)
            except OSError:
                pass
            r.input_path = None


def execute(binary, runs, patterns, work, tag, cfg):
    """Runs each run once per pattern ('A', 'B' or 'AB'); answers the Results pattern by pattern
    (for 'AB': every run with A, then every run with B, in another process)."""
    if len(patterns) > 1:
        return [x for p in patterns for x in execute(binary, runs, p, work, tag + "." + p, cfg)]
    runs = list(runs)
    pats = [p for p in patterns for _ in range(len(runs) // len(patterns))]
    results = [None] * len(runs)
    job_runs = []
    for i, (r, pattern) in enumerate(zip(runs, pats)):
        inp, spec = input_of(r, work)
        job_runs.append({"kernel": r.kernel, "global": r.global_size, "local": r.local_size,
                         "offset": r.offset, "input": inp, "pattern": pattern,
                         "output": os.path.join(work, "%s.%d.out" % (tag, i)), "args": spec})
    # The runner measures builds and runs in CPU time (a loaded machine is no time-out); the
    # wall clock allows WALL_FACTOR times as much.
    job = {"binary": binary, "options": "-x spir -spir-std=1.2",
           "build_timeout": cfg.build_timeout, "run_timeout": cfg.run_timeout,
           "cpu_limits": True, "runs": job_runs}
    w = worker(cfg, {"C": "A", "D": "B"}.get(patterns, patterns) + cfg.role)
    skip = 0
    while skip < len(runs):
        job["skip"] = skip
        if w.proc is None:
            why = w.start()
            if why is not None:
                status = "build" if why.startswith("build error") else "fault"
                for i in range(skip, len(runs)):
                    results[i] = Result(status, why)
                return results
        limit = (cfg.build_timeout + 60 + cfg.run_timeout * (len(runs) - skip)) * WALL_FACTOR
        started = None
        finished = False
        if w.send(job):
            while True:
                line = w.readline(limit)
                if line is None:
                    break
                x = line.split(" ", 2)
                if x[0] == "end":
                    finished = True
                    break
                if x[0] == "build":
                    for i in range(skip, len(runs)):
                        results[i] = Result("build", x[2] if len(x) > 2 else "")
                elif x[0] == "start":
                    started = int(x[1])
                elif x[0] == "done":
                    i = int(x[1])
                    out = job_runs[i]["output"]
                    if x[2].startswith("ok"):
                        with open(out, "rb") as f:
                            results[i] = Result("ok", outputs=runs[i].split_output(f.read()))
                        os.remove(out)
                    else:
                        results[i] = Result("error", x[2][len("error "):])
                    started = None
                elif x[0] == "timeout":
                    if x[1] in ("build", "import"):
                        for i in range(skip, len(runs)):
                            results[i] = Result("timeout", "building the module")
                    else:
                        started = int(x[1])
                        results[started] = Result("timeout", "over %ds of CPU time"
                                                  % cfg.run_timeout)
                        started = None
        if finished:
            break
        # The process ended (a fault, a time-out, or killed after the job's time limit).
        why = w.ended()
        tail = w.stderr_tail()
        if started is not None and results[started] is None:
            results[started] = Result("fault", "%s %s" % (why, tail))
        if any(r is not None and r.status in ("build", "timeout") and r.detail in (
                "building the module",) for r in results[skip:]):
            break
        if results[skip] is not None and results[skip].status == "build":
            break
        done = [i for i in range(len(runs)) if results[i] is not None]
        nxt = (max(done) + 1) if done else None
        if nxt is None or nxt <= skip:
            for i in range(skip, len(runs)):
                if results[i] is None:
                    results[i] = Result("fault", "runner ended early (%s) %s" % (why, tail))
            break
        skip = nxt
    for i in range(len(runs)):
        if results[i] is None:
            results[i] = Result("fault", "no result")
        if os.path.exists(job_runs[i]["output"]):
            os.remove(job_runs[i]["output"])   # written by a run that did not finish
    return results
