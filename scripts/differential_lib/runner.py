"""Runs kernels of one SPIR 1.2 bitcode module on PoCL (pyopencl); one process per module.

    python3 -m differential_lib.runner JOB.json

JOB.json: {"binary": PATH, "options": "-x spir -spir-std=1.2", "build_timeout": S,
           "run_timeout": S, "skip": N,
           "runs": [{"kernel": NAME, "global": [..], "local": [..] | null, "offset": [..] | null,
                     "input": PATH, "output": PATH,
                     "args": [{"kind": "buffer", "at": BYTE, "size": N} |
                              {"kind": "local", "size": N} | {"kind": "scalar", "hex": ".."}]}]}

Each buffer is created from `size` bytes at `at` in the run's input file; after the run the
buffers are written one after another to its output file. Standard output says, one line each:
`start I`, `done I ok`, `done I error MESSAGE`, `build error MESSAGE`, `timeout I`. A run that
takes longer than run_timeout seconds ends the process (exit 3) after `timeout I`; a fault ends
it with whatever signal, after `start I`. Runs before `skip` are left out (a restart after one). A run with "pattern": "A" or "B" first
fills the local memory of the worker thread with that pattern.
"""
import json
import os
import sys
import threading


SCRIBBLE = """
kernel void scribble(local uint *m, uint n, uint seed) {
  for (uint i = 0; i < n; ++i) {
    uint x = (i + 1) * seed;
    m[i] = x ^ (x >> 15);
  }
}
"""


class Watchdog:
    def __init__(self):
        self.timer = None

    def arm(self, seconds, what):
        self.disarm()

        def fire():
            say("timeout %s" % what)
            os._exit(3)

        self.timer = threading.Timer(seconds, fire)
        self.timer.daemon = True
        self.timer.start()

    def disarm(self):
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


def main():
    with open(sys.argv[1]) as f:
        job = json.load(f)
    dog = Watchdog()
    dog.arm(job["build_timeout"] + 30, "import")
    try:
        import numpy as np
        import pyopencl as cl
    except ImportError as e:
        say("build error cannot import pyopencl (pip install pyopencl, as scripts/setup "
            "does): %s" % e)
        return 2
    platforms = [p for p in cl.get_platforms() if "Portable Computing Language" in p.name]
    if not platforms:
        say("build error no PoCL platform (install pocl-opencl-icd, as scripts/setup does)")
        return 2
    dev = platforms[0].get_devices()[0]
    ctx = cl.Context([dev])
    queue = cl.CommandQueue(ctx)
    dog.arm(job["build_timeout"], "build")
    with open(job["binary"], "rb") as f:
        binary = f.read()
    try:
        prog = cl.Program(ctx, [dev], [binary]).build(options=job["options"])
    except Exception as e:  # noqa: BLE001 - any build failure is reported, not raised
        say("build error %s" % build_log(str(e)))
        return 0
    dog.disarm()
    mf = cl.mem_flags
    scribble = None
    if any(r.get("pattern") for r in job["runs"]):
        # Fills the work-group local memory the next kernel gets with this run's pattern, so
        # that a kernel reading local memory it did not write gives different outputs on the
        # two runs of the original (one worker thread: its local memory area is reused).
        dog.arm(job["build_timeout"], "build")
        sprog = cl.Program(ctx, SCRIBBLE).build()
        dog.disarm()
        words = min(dev.local_mem_size, 1 << 20) // 4
        scribble = (sprog.scribble, words)
    for i, run in enumerate(job["runs"]):
        if i < job.get("skip", 0):
            continue
        say("start %d" % i)
        dog.arm(job["run_timeout"], i)
        try:
            with open(run["input"], "rb") as f:
                data = f.read()
            if scribble and run.get("pattern"):
                sk, words = scribble
                seed = 0x9E3779B9 if run["pattern"] == "A" else 0x7F4A7C15
                sk.set_args(cl.LocalMemory(words * 4), np.uint32(words), np.uint32(seed))
                cl.enqueue_nd_range_kernel(queue, sk, (1,), (1,)).wait()
            k = cl.Kernel(prog, run["kernel"])
            bufs = []
            for n, a in enumerate(run["args"]):
                if a["kind"] == "buffer":
                    host = np.frombuffer(data[a["at"]:a["at"] + a["size"]], dtype=np.uint8).copy()
                    b = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
                    bufs.append((b, host))
                    k.set_arg(n, b)
                elif a["kind"] == "local":
                    k.set_arg(n, cl.LocalMemory(a["size"]))
                else:
                    k.set_arg(n, bytes.fromhex(a["hex"]))
            ev = cl.enqueue_nd_range_kernel(queue, k, tuple(run["global"]),
                                            tuple(run["local"]) if run["local"] else None,
                                            tuple(run["offset"]) if run["offset"] else None)
            ev.wait()
            with open(run["output"], "wb") as f:
                for b, host in bufs:
                    cl.enqueue_copy(queue, host, b).wait()
                    f.write(host.tobytes())
            dog.disarm()
            say("done %d ok" % i)
        except Exception as e:  # noqa: BLE001 - an OpenCL error is this run's result
            dog.disarm()
            say("done %d error %s" % (i, (str(e).strip().splitlines() or ["?"])[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
