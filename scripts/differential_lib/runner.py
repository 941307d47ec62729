"""Runs kernels of SPIR 1.2 bitcode modules on PoCL (pyopencl): one process serves many jobs
(one job: one module, one program build), so that pyopencl, the OpenCL context and the helper
kernel are set up once; a job that faults or times out ends the process, and the caller starts
another for the jobs after it.

    python3 -m differential_lib.runner        (jobs on standard input, one JSON line each)

A job: {"binary": PATH, "options": "-x spir -spir-std=1.2", "build_timeout": S,
        "run_timeout": S, "cpu_limits": true | false, "skip": N,
        "runs": [{"kernel": NAME, "global": [..], "local": [..] | null, "offset": [..] | null,
                  "input": PATH, "output": PATH, "pattern": "A" | "B",
                  "args": [{"kind": "buffer", "at": BYTE, "size": N, "guard": N} |
                           {"kind": "image", "at": BYTE, "size": N, "shape": [W, H, D],
                            "type": "FLOAT" | "UNSIGNED_INT32" | "SIGNED_INT32"} |
                           {"kind": "sampler"} |
                           {"kind": "local", "size": N} | {"kind": "scalar", "hex": ".."}]}]}

Each buffer is created from `size` bytes at `at` in the run's input file followed by `guard`
bytes of the run's pattern (the same bytes in every process); an image (RGBA, 32-bit channels)
from `size` bytes at `at`; a sampler is unnormalised, clamped to the edge, nearest. After the
run the buffers (with their guards) and images are written one after another to its output
file. Standard output says `ready`
once, then per job, one line each: `start I`, `done I ok`, `done I error MESSAGE`,
`build error MESSAGE`, `timeout I`, and `end` when the job is over. A run that takes longer
than run_timeout seconds ends the process (exit 3) after `timeout I`; a fault ends it with
whatever signal, after `start I`. Runs before `skip` are left out (a restart after one). A run
with "pattern": "A" or "B" first fills the local memory of the worker thread with that pattern;
"C" and "D" are "A" after filling the thread's stack with one of two patterns.
"""
import json
import os
import sys
import threading
import time


SCRIBBLE = """
kernel void scribble(local uint *m, uint n, uint seed) {
  for (uint i = 0; i < n; ++i) {
    uint x = (i + 1) * seed;
    m[i] = x ^ (x >> 15);
  }
}
"""


# Fills a large part of the worker thread's stack (a volatile private array) with a seeded
# pattern: a kernel that reads a private variable it never wrote then reads these bytes.
STACK = """
kernel void stack(global uint *sink, uint seed) {
  volatile uint p[16384];
  for (uint i = 0; i < 16384; ++i) {
    uint x = (i + 7) * seed;
    p[i] = x ^ (x >> 13);
  }
  sink[0] = p[seed & 16383];
}
"""
STACK_SEEDS = {"C": 0x2545F491, "D": 0x6C078965}


class Watchdog:
    """Ends the process (exit 3, after saying `timeout WHAT`) when what it watches takes too long:
    by the wall clock, or -- with cpu (jobs with "cpu_limits") -- by the CPU time the process
    spends (all its threads: PoCL compiles and runs kernels in its own), so that a loaded machine
    does not turn a slow build into a time-out; the wall clock then allows WALL_FACTOR times as
    much, for a process that waits on nothing."""

    WALL_FACTOR = 8

    def __init__(self):
        self.timer = None
        self.armed = None

    def arm(self, seconds, what, cpu=False):
        self.disarm()

        def fire():
            say("timeout %s" % what)
            os._exit(3)

        if not cpu:
            self.timer = threading.Timer(seconds, fire)
            self.timer.daemon = True
            self.timer.start()
            return
        token = object()
        self.armed = token
        start_cpu, start_wall = time.process_time(), time.monotonic()

        def watch():
            while self.armed is token:
                if (time.process_time() - start_cpu > seconds
                        or time.monotonic() - start_wall > seconds * self.WALL_FACTOR):
                    if self.armed is token:
                        fire()
                    return
                time.sleep(0.2)

        t = threading.Thread(target=watch, daemon=True)
        t.start()

    def disarm(self):
        self.armed = None
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


def say(line):
    sys.stdout.write(line.replace("\n", " ")[:2000] + "\n")
    sys.stdout.flush()


def build_log(message):
    """The lines of PoCL's build log in pyopencl's message (after "Build on ..."), in one line."""
    lines = [x.strip() for x in message.splitlines() if x.strip()]
    for n, x in enumerate(lines):
        if x.startswith("Build on"):
            log = [y for y in lines[n + 1:] if not y.startswith(("(options:", "Device "))]
            if log:
                return " | ".join(log)[:600]
    return lines[0] if lines else "?"


def guard_bytes(n, pattern):
    """The guard region after a buffer: the same bytes for a pattern in every process."""
    import numpy as np
    return np.random.default_rng(0xA5 if pattern == "A" else 0x5A).bytes(n)


class Device:
    def __init__(self, cl, np):
        self.cl, self.np = cl, np
        platforms = [p for p in cl.get_platforms() if "Portable Computing Language" in p.name]
        if not platforms:
            raise RuntimeError("no PoCL platform (install pocl-opencl-icd, as scripts/setup does)")
        self.dev = platforms[0].get_devices()[0]
        self.ctx = cl.Context([self.dev])
        self.queue = cl.CommandQueue(self.ctx)
        self.scribble = None

    def stacker(self, dog, build_timeout):
        if getattr(self, "stack", None) is None:
            dog.arm(build_timeout, "build")
            sprog = self.cl.Program(self.ctx, STACK).build()
            dog.disarm()
            sink = self.cl.Buffer(self.ctx, self.cl.mem_flags.READ_WRITE, 4)
            self.stack = (sprog.stack, sink)
        return self.stack

    def scribbler(self, dog, build_timeout):
        if self.scribble is None:
            dog.arm(build_timeout, "build")
            sprog = self.cl.Program(self.ctx, SCRIBBLE).build()
            dog.disarm()
            words = min(self.dev.local_mem_size, 1 << 20) // 4
            self.scribble = (sprog.scribble, words)
        return self.scribble


def run_job(job, d, dog):
    cl, np = d.cl, d.np
    ctx, queue = d.ctx, d.queue
    cpu = bool(job.get("cpu_limits"))
    dog.arm(job["build_timeout"], "build", cpu)
    with open(job["binary"], "rb") as f:
        binary = f.read()
    try:
        prog = cl.Program(ctx, [d.dev], [binary]).build(options=job["options"])
    except Exception as e:  # noqa: BLE001 - any build failure is reported, not raised
        dog.disarm()
        say("build error %s" % build_log(str(e)))
        return
    dog.disarm()
    mf = cl.mem_flags
    # Fills the work-group local memory the next kernel gets with this run's pattern, so that
    # a kernel reading local memory it did not write gives different outputs on the two runs
    # of the original (one worker thread: its local memory area is reused).
    scribble = (d.scribbler(dog, job["build_timeout"])
                if any(r.get("pattern") for r in job["runs"]) else None)
    guards = {}
    for i, run in enumerate(job["runs"]):
        if i < job.get("skip", 0):
            continue
        say("start %d" % i)
        dog.arm(job["run_timeout"], i, cpu)
        try:
            with open(run["input"], "rb") as f:
                data = f.read()
            # C and D: pattern A, with the stack filled with one of two patterns first.
            pattern = "B" if run.get("pattern") == "B" else "A"
            if run.get("pattern") in STACK_SEEDS:
                stk, sink = d.stacker(dog, job["build_timeout"])
                stk.set_args(sink, np.uint32(STACK_SEEDS[run["pattern"]]))
                cl.enqueue_nd_range_kernel(queue, stk, (1,), (1,)).wait()
            if scribble and run.get("pattern"):
                sk, words = scribble
                seed = 0x9E3779B9 if pattern == "A" else 0x7F4A7C15
                sk.set_args(cl.LocalMemory(words * 4), np.uint32(words), np.uint32(seed))
                cl.enqueue_nd_range_kernel(queue, sk, (1,), (1,)).wait()
            k = cl.Kernel(prog, run["kernel"])
            bufs = []
            for n, a in enumerate(run["args"]):
                if a["kind"] == "buffer":
                    g = a.get("guard", 0)
                    if (g, pattern) not in guards:
                        guards[(g, pattern)] = guard_bytes(g, pattern)
                    host = np.frombuffer(data[a["at"]:a["at"] + a["size"]] + guards[(g, pattern)],
                                         dtype=np.uint8).copy()
                    b = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
                    bufs.append((b, host, None))
                    k.set_arg(n, b)
                elif a["kind"] == "image":
                    fmt = cl.ImageFormat(cl.channel_order.RGBA,
                                         getattr(cl.channel_type, a["type"]))
                    host = np.frombuffer(data[a["at"]:a["at"] + a["size"]],
                                         dtype=np.uint8).copy()
                    img = cl.Image(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, fmt,
                                   shape=tuple(a["shape"]), hostbuf=host)
                    bufs.append((img, host, tuple(a["shape"])))
                    k.set_arg(n, img)
                elif a["kind"] == "sampler":
                    k.set_arg(n, cl.Sampler(ctx, False, cl.addressing_mode.CLAMP_TO_EDGE,
                                            cl.filter_mode.NEAREST))
                elif a["kind"] == "local":
                    k.set_arg(n, cl.LocalMemory(a["size"]))
                else:
                    k.set_arg(n, bytes.fromhex(a["hex"]))
            ev = cl.enqueue_nd_range_kernel(queue, k, tuple(run["global"]),
                                            tuple(run["local"]) if run["local"] else None,
                                            tuple(run["offset"]) if run["offset"] else None)
            ev.wait()
            with open(run["output"], "wb") as f:
                for b, host, shape in bufs:
                    if shape is None:
                        cl.enqueue_copy(queue, host, b).wait()
                    else:
                        cl.enqueue_copy(queue, host, b, origin=(0,) * len(shape),
                                        region=shape).wait()
                    f.write(host.tobytes())
            for b, _, _ in bufs:
                b.release()
            dog.disarm()
            say("done %d ok" % i)
        except Exception as e:  # noqa: BLE001 - an OpenCL error is this run's result
            dog.disarm()
            say("done %d error %s" % (i, (str(e).strip().splitlines() or ["?"])[0]))


def main():
    dog = Watchdog()
    dog.arm(150, "import")
    try:
        import numpy as np
        import pyopencl as cl
    except ImportError as e:
        say("build error cannot import pyopencl (pip install pyopencl, as scripts/setup "
            "does): %s" % e)
        return 2
    try:
        d = Device(cl, np)
    except Exception as e:  # noqa: BLE001 - reported to the caller
        say("build error %s" % e)
        return 2
    dog.disarm()
    say("ready")
    for line in sys.stdin:
        if not line.strip():
            continue
        run_job(json.loads(line), d, dog)
        say("end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
