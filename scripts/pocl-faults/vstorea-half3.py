#!/usr/bin/env python3
"""PoCL at fault, no translator involved: vstorea_half3 (float3 or double3, every rounding mode,
every address space) writes a fourth half, a zero, after the three halves it is given. OpenCL C
1.2 section 6.12.7: vstorea_half3 writes the half3 value at p + offset * 4, three halves, which
is what piglit's vstorea_half tests assume (their private array has room for exactly three
halves after the offset) and what PoCL's own vstore_half3 does. In the private-memory test the
fourth half lands past the array, on the kernel's stack: PoCL's unoptimised build of the -O0
kernel (`optnone`) gives piglit's expected values by chance, its optimised build (the same
bitcode without `optnone`, as any SPIR-V round trip gives it) runs forever -- piglit's
vstorea_half-double-private vstorea_half3_private. scripts/differential counts every kernel
that calls vstorea_half3 not comparable.

    python3 scripts/pocl-faults/vstorea-half3.py     (exit 1 when PoCL still writes the fourth half)

Each kernel stores one 3-vector with offset 1 into a global buffer of 12 halves filled with 0x7e00
(a NaN no conversion here gives) and the buffer is read back: vstorea_half3 must change halves 4,
5, 6 and vstore_half3 halves 3, 4, 5, and nothing else. Built from source by PoCL and from SPIR
1.2 bitcode made by clang-14.
"""
import os
import subprocess
import sys
import tempfile

import numpy as np
import pyopencl as cl

ROUNDINGS = ("", "_rte", "_rtz", "_rtp", "_rtn")
TYPES = ("float", "double")


def source():
    out = ["#pragma OPENCL EXTENSION cl_khr_fp64 : enable"]
    for ty in TYPES:
        for rnd in ROUNDINGS:
            for fn in ("vstorea_half3", "vstore_half3"):
                out.append("kernel void %s%s_%s(global half *out, global %s *in) {\n"
                           "    %s%s(vload3(0, in), 1, out);\n}" % (fn, rnd, ty, ty, fn, rnd))
    return "\n".join(out) + "\n"


def run(prog, ctx, q, fn, rnd, ty):
    inp = np.array([1.5, -2.25, 3.0], dtype=np.float32 if ty == "float" else np.float64)
    out = np.full(12, 0x7E00, np.uint16)
    mf = cl.mem_flags
    bo = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
    bi = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=inp)
    k = cl.Kernel(prog, "%s%s_%s" % (fn, rnd, ty))
    k.set_args(bo, bi)
    cl.enqueue_nd_range_kernel(q, k, (1,), None).wait()
    cl.enqueue_copy(q, out, bo)
    at = 4 if fn == "vstorea_half3" else 3
    want = np.full(12, 0x7E00, np.uint16)
    want[at:at + 3] = inp.astype(np.float16).view(np.uint16)
    return (out == want).all(), " ".join("%04x" % int(x) for x in out)


def main():
    p = [p for p in cl.get_platforms() if "Portable" in p.name][0]
    dev = p.get_devices()[0]
    ctx = cl.Context([dev])
    q = cl.CommandQueue(ctx)
    src_text = source()
    with tempfile.TemporaryDirectory() as d:
        src, bc = os.path.join(d, "k.cl"), os.path.join(d, "k.bc")
        with open(src, "w") as f:
            f.write(src_text)
        subprocess.run(["clang-14", "-cc1", "-triple", "spir64", "-cl-std=CL1.2",
                        "-finclude-default-header", "-emit-llvm-bc", "-O0", src, "-o", bc],
                       check=True)
        with open(bc, "rb") as f:
            spir = cl.Program(ctx, [dev], [f.read()]).build(options="-x spir -spir-std=1.2")
    from_source = cl.Program(ctx, src_text).build()
    wrong = 0
    for what, prog in (("from source", from_source), ("SPIR 1.2 bitcode", spir)):
        for ty in TYPES:
            for fn in ("vstorea_half3", "vstore_half3"):
                for rnd in ROUNDINGS:
                    ok, got = run(prog, ctx, q, fn, rnd, ty)
                    wrong += not ok
                    print("%-17s %-21s %-6s %-5s %s" % (what, fn + rnd, ty, "ok" if ok else "WRONG",
                                                      got))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
