"""Runs a module's runs in runner subprocesses, restarting after a fault or a time-out.

execute(binary, runs, pattern, work, tag, cfg) answers one Result per run.
"""
import json
import os
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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
    def __init__(self, build_timeout=120, run_timeout=30, cache_dir=None):
        self.build_timeout = build_timeout
        self.run_timeout = run_timeout
        self.cache_dir = cache_dir


def runner_env(cfg):
    env = dict(os.environ)
    env["PYTHONPATH"] = HERE + os.pathsep + env.get("PYTHONPATH", "")
    if cfg.cache_dir:
        env["POCL_CACHE_DIR"] = cfg.cache_dir
    # One thread: the runs of a kernel see the same schedule, and the machine is shared.
    env.setdefault("POCL_MAX_PTHREAD_COUNT", "1")
    env.setdefault("POCL_MAX_CPU_CU_COUNT", "1")
    return env


def execute(binary, runs, patterns, work, tag, cfg):
    """Runs each run once per pattern ('A', 'B' or 'AB'); answers the Results pattern by pattern
    (for 'AB': every run with A, then every run with B)."""
    runs = [r for _ in patterns for r in runs]
    pats = [p for p in patterns for _ in range(len(runs) // len(patterns))]
    results = [None] * len(runs)
    job_runs = []
    for i, (r, pattern) in enumerate(zip(runs, pats)):
        inp = os.path.join(work, "%s.%d.in" % (tag, i))
        spec = r.write_input(inp, pattern)
        job_runs.append({"kernel": r.kernel, "global": r.global_size, "local": r.local_size,
                         "offset": r.offset, "input": inp, "pattern": pattern,
                         "output": os.path.join(work, "%s.%d.out" % (tag, i)), "args": spec})
    job = {"binary": binary, "options": "-x spir -spir-std=1.2",
           "build_timeout": cfg.build_timeout, "run_timeout": cfg.run_timeout, "runs": job_runs}
    job_path = os.path.join(work, "%s.job.json" % tag)
    env = runner_env(cfg)
    skip = 0
    while skip < len(runs):
        job["skip"] = skip
        with open(job_path, "w") as f:
            json.dump(job, f)
        limit = cfg.build_timeout + 60 + cfg.run_timeout * (len(runs) - skip)
        proc = subprocess.Popen([sys.executable, "-m", "differential_lib.runner", job_path],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                start_new_session=True)
        try:
            out, err = proc.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
        lines = out.decode(errors="replace").splitlines()
        started = None
        for line in lines:
            w = line.split(" ", 2)
            if w[0] == "build":
                for i in range(skip, len(runs)):
                    results[i] = Result("build", w[2] if len(w) > 2 else "")
                return results
            if w[0] == "start":
                started = int(w[1])
            elif w[0] == "done":
                i = int(w[1])
                if w[2].startswith("ok"):
                    with open(job_runs[i]["output"], "rb") as f:
                        results[i] = Result("ok", outputs=runs[i].split_output(f.read()))
                else:
                    results[i] = Result("error", w[2][len("error "):])
                started = None
            elif w[0] == "timeout":
                if w[1] in ("build", "import"):
                    for i in range(skip, len(runs)):
                        results[i] = Result("timeout", "building the module")
                    return results
                started = int(w[1])
                results[started] = Result("timeout", "over %ds" % cfg.run_timeout)
                started = None
        if started is not None and results[started] is None:
            rc = proc.returncode
            why = ("signal %d" % -rc) if rc is not None and rc < 0 else "exit %s" % rc
            tail = err.decode(errors="replace").strip().splitlines()[-1:] or [""]
            results[started] = Result("fault", "%s %s" % (why, tail[0][:200]))
        # Continue after the last run with a result.
        done = [i for i in range(len(runs)) if results[i] is not None]
        nxt = (max(done) + 1) if done else None
        if nxt is None or nxt <= skip:
            # The process ended before any run (or made no progress): say so for the rest.
            tail = err.decode(errors="replace").strip().splitlines()[-1:] or [""]
            for i in range(skip, len(runs)):
                if results[i] is None:
                    results[i] = Result("fault", "runner ended early (exit %s) %s"
                                        % (proc.returncode, tail[0][:200]))
            break
        skip = nxt
    for i in range(len(runs)):
        if results[i] is None:
            results[i] = Result("fault", "no result")
    return results
