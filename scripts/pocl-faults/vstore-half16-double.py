#!/usr/bin/env python3
"""PoCL at fault, no translator involved: vstore_half16 (and vstorea_half16 to private memory)
of a double16 gives wrong halves (zeros,
or other bytes from run to run) when PoCL (3.1, pthread device) loads the kernel as SPIR 1.2
bitcode from clang-14, while the same OpenCL C built from source by PoCL gives the right ones.
piglit's vstore_half-double-{private,global,local} and vstorea_half-double-* tests show it on
the original bitcode (the original fails its own test; scripts/differential counts such a kernel
not comparable), and their round trips then differ from the original in bytes that vary between
runs.

    python3 scripts/pocl-faults/vstore-half16-double.py     (exit 1 when PoCL is still wrong)
"""
import os
import subprocess
import sys
import tempfile

import numpy as np
import pyopencl as cl

SRC = """
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void to_private(global short *out, global double16 *in) {
    volatile private short loc[17];
    for (int i = 0; i < 17; ++i) loc[i] = 0;
    vstore_half16(in[0], 0, (private half *)loc + 1);
    for (int i = 0; i < 17; ++i) out[i] = loc[i];
}
kernel void to_global(global short *out, global double16 *in) {
    vstore_half16(in[0], 0, (global half *)out + 1);
}
kernel void aligned_to_private(global short *out, global double16 *in) {
    volatile private short loc[17];
    for (int i = 0; i < 17; ++i) loc[i] = 0;
    vstorea_half16(in[0], 0, (private half *)loc + 1);
    for (int i = 0; i < 17; ++i) out[i] = loc[i];
}
"""


def run(prog, ctx, q, name):
    inp = np.arange(1, 17, dtype=np.float64)
    out = np.zeros(17, np.int16)
    mf = cl.mem_flags
    bo = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
    bi = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=inp)
    k = cl.Kernel(prog, name)
    k.set_args(bo, bi)
    cl.enqueue_nd_range_kernel(q, k, (1,), None).wait()
    cl.enqueue_copy(q, out, bo)
    want = np.concatenate([[0], inp.astype(np.float16).view(np.int16)])
    return (out == want).all(), " ".join("%04x" % (int(x) & 0xFFFF) for x in out)


def main():
    p = [p for p in cl.get_platforms() if "Portable" in p.name][0]
    dev = p.get_devices()[0]
    ctx = cl.Context([dev])
    q = cl.CommandQueue(ctx)
    with tempfile.TemporaryDirectory() as d:
        src, bc = os.path.join(d, "k.cl"), os.path.join(d, "k.bc")
        with open(src, "w") as f:
            f.write(SRC)
        subprocess.run(["clang-14", "-cc1", "-triple", "spir64", "-cl-std=CL1.2",
                        "-finclude-default-header", "-emit-llvm-bc", "-O0", src, "-o", bc],
                       check=True)
        with open(bc, "rb") as f:
            spir = cl.Program(ctx, [dev], [f.read()]).build(options="-x spir -spir-std=1.2")
    source = cl.Program(ctx, SRC).build()
    wrong = 0
    for what, prog in (("from source", source), ("SPIR 1.2 bitcode", spir)):
        for name in ("to_private", "to_global", "aligned_to_private"):
            ok, got = run(prog, ctx, q, name)
            wrong += not ok
            print("%-17s %-18s %-5s %s" % (what, name, "ok" if ok else "WRONG", got))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
