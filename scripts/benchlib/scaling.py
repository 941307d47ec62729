"""`scripts/bench --scaling`: generated modules that grow along one axis at a time.

Each axis is an LLVM IR module (OpenCL, spir64) with one kernel, `@main`, plus N units of one
kind; the SPIR-V input of the reverse direction is that module translated by the incumbent
(`llvm-spirv-14`, so neither direction checks itself).

Time is counted as instructions executed (valgrind's callgrind): exact and repeatable on a
machine other jobs load, where CPU time of a few milliseconds is not. Every size is measured
against the same module with no units (N = 0) and per unit is (size - empty) / N, so the fixed
start-up cost of the process cancels exactly; that is what lets the 1x size be small (tens of
units) and the 1000x size still take seconds. Peak memory (and CPU seconds, for scale) come
from native runs.
"""
import os, subprocess, sys

from . import measure

HEAD = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
"""

KERNEL_MD = ("!kernel_arg_addr_space !900 !kernel_arg_access_qual !901 !kernel_arg_type !902 "
             "!kernel_arg_base_type !902 !kernel_arg_type_qual !903")

TAIL = """
!opencl.ocl.version = !{!904}
!opencl.spir.version = !{!904}
!900 = !{i32 1}
!901 = !{!"none"}
!902 = !{!"int*"}
!903 = !{!""}
!904 = !{i32 1, i32 2}
"""


def main_kernel(body, dbg=""):
    return (f"define spir_kernel void @main(i32 addrspace(1)* %out){dbg} {KERNEL_MD} {{\n"
            f"entry:\n{body}  ret void\n}}\n")


class Numbered:
    """Unnamed LLVM values %0, %1, ... in order."""

    def __init__(self):
        self.n = 0

    def next(self):
        v = f"%{self.n}"
        self.n += 1
        return v


def kernels(n):
    out = [HEAD, main_kernel("  store i32 0, i32 addrspace(1)* %out, align 4\n")]
    for k in range(n):
        out.append(f"define spir_kernel void @k{k}(i32 addrspace(1)* %out) {KERNEL_MD} {{\n"
                   f"entry:\n  store i32 {k}, i32 addrspace(1)* %out, align 4\n  ret void\n}}\n")
    return "".join(out) + TAIL


def functions(n):
    # A call chain: f(k) calls f(k-1), main calls the last one.
    out = [HEAD]
    call = f"  %r = call spir_func i32 @f{n - 1}(i32 1)\n" if n else "  %r = add i32 0, 1\n"
    out.append(main_kernel(call + "  store i32 %r, i32 addrspace(1)* %out, align 4\n"))
    for k in range(n):
        inner = f"  %y = call spir_func i32 @f{k - 1}(i32 %x)\n" if k else "  %y = add i32 %x, 1\n"
        out.append(f"define spir_func i32 @f{k}(i32 %x) {{\nentry:\n{inner}"
                   f"  %z = add i32 %y, {k}\n  ret i32 %z\n}}\n")
    return "".join(out) + TAIL


def globals_(n):
    out = [HEAD]
    out += [f"@g{k} = addrspace(1) global i32 {k}, align 4\n" for k in range(n)]
    out.append(main_kernel("  store i32 0, i32 addrspace(1)* %out, align 4\n"))
    return "".join(out) + TAIL


def types(n):
    # Distinct struct types, each the type of an internal global (arrays of a distinct length
    # inside, so no two are alike).
    out = [HEAD]
    out += [f"%struct.t{k} = type {{ i32, [{k + 1} x i8] }}\n" for k in range(n)]
    out += [f"@t{k} = internal addrspace(1) global %struct.t{k} zeroinitializer, align 4\n"
            for k in range(n)]
    out.append(main_kernel("  store i32 0, i32 addrspace(1)* %out, align 4\n"))
    return "".join(out) + TAIL


def decorations(n):
    # Instructions with two decorations each (NoSignedWrap, NoUnsignedWrap).
    v = Numbered()
    body, prev = [], "0"
    for k in range(n):
        r = v.next()
        body.append(f"  {r} = add nuw nsw i32 {prev}, {k}\n")
        prev = r
    body.append(f"  store i32 {prev}, i32 addrspace(1)* %out, align 4\n")
    return HEAD + main_kernel("".join(body)) + TAIL


def names(n):
    body, prev = [], "0"
    for k in range(n):
        body.append(f"  %value.named.{k} = add i32 {prev}, {k}\n")
        prev = f"%value.named.{k}"
    body.append(f"  store i32 {prev}, i32 addrspace(1)* %out, align 4\n")
    return HEAD + main_kernel("".join(body)) + TAIL


def blocks(n):
    # A chain of blocks, each leaving early to a common exit whose phi lists every one.
    v = Numbered()
    first = "b0" if n else "last"
    body = [f"  %x = load i32, i32 addrspace(1)* %out, align 4\n  br label %{first}\n"]
    incoming = []
    for k in range(n):
        c = v.next()
        nxt = f"b{k + 1}" if k + 1 < n else "last"
        body.append(f"b{k}:\n  {c} = icmp eq i32 %x, {k}\n"
                    f"  br i1 {c}, label %exit, label %{nxt}\n")
        incoming.append(f"[ {k}, %b{k} ]")
    body.append("last:\n  br label %exit\n")
    incoming.append("[ -1, %last ]")
    body.append(f"exit:\n  %r = phi i32 {', '.join(incoming)}\n"
                "  store i32 %r, i32 addrspace(1)* %out, align 4\n")
    return HEAD + main_kernel("".join(body)) + TAIL


def instructions(n):
    # Per unit: address, load, arithmetic, compare, select, store (six instructions).
    v = Numbered()
    body, prev = [], "0"
    for k in range(n):
        p, a, b, c, s = v.next(), v.next(), v.next(), v.next(), v.next()
        body.append(f"  {p} = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 {k % 64}\n"
                    f"  {a} = load i32, i32 addrspace(1)* {p}, align 4\n"
                    f"  {b} = mul i32 {a}, {prev}\n"
                    f"  {c} = icmp slt i32 {b}, {k}\n"
                    f"  {s} = select i1 {c}, i32 {b}, i32 {a}\n"
                    f"  store i32 {s}, i32 addrspace(1)* {p}, align 4\n")
        prev = s
    return HEAD + main_kernel("".join(body)) + TAIL


def calls(n):
    # Per unit: a call of a function of the module, of an OpenCL builtin that is an extended
    # instruction (max), and of one that is a BuiltIn variable (get_global_id).
    v = Numbered()
    body, prev = [], "0"
    for k in range(n):
        c, g, t, m = v.next(), v.next(), v.next(), v.next()
        body.append(f"  {c} = call spir_func i32 @callee(i32 {prev})\n"
                    f"  {g} = call spir_func i64 @_Z13get_global_idj(i32 0)\n"
                    f"  {t} = trunc i64 {g} to i32\n"
                    f"  {m} = call spir_func i32 @_Z3maxii(i32 {c}, i32 {t})\n")
        prev = m
    body.append(f"  store i32 {prev}, i32 addrspace(1)* %out, align 4\n")
    decls = ("define spir_func i32 @callee(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
             "declare spir_func i64 @_Z13get_global_idj(i32)\n"
             "declare spir_func i32 @_Z3maxii(i32, i32)\n")
    return HEAD + decls + main_kernel("".join(body)) + TAIL


def debug_records(n):
    # -g: per unit a local variable, its llvm.dbg.value and an instruction on a line of its own.
    v = Numbered()
    body, md, prev = [], [], "0"
    for k in range(n):
        r = v.next()
        var, loc = 1000 + 2 * k, 1001 + 2 * k
        body.append(f"  {r} = add i32 {prev}, {k}, !dbg !{loc}\n"
                    f"  call void @llvm.dbg.value(metadata i32 {r}, metadata !{var}, "
                    f"metadata !DIExpression()), !dbg !{loc}\n")
        md.append(f'!{var} = !DILocalVariable(name: "v{k}", scope: !10, file: !2, '
                  f"line: {k + 3}, type: !11)\n"
                  f"!{loc} = !DILocation(line: {k + 3}, column: 5, scope: !10)\n")
        prev = r
    body.append(f"  store i32 {prev}, i32 addrspace(1)* %out, align 4, !dbg !12\n")
    head = HEAD + "declare void @llvm.dbg.value(metadata, metadata, metadata)\n"
    text = head + main_kernel("".join(body), dbg=" !dbg !10")
    text = text.replace("  ret void\n", "  ret void, !dbg !12\n")
    return text + TAIL + "".join(md) + """
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5, !6}
!1 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "scaling", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "scaling.cl", directory: "/tmp")
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 1, type: !13, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !1)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 2, column: 1, scope: !10)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
"""


# (axis, generator, base unit count, what one unit is)
AXES = [
    ("kernels", kernels, 10, "kernel"),
    ("functions", functions, 10, "function (calls the previous)"),
    ("globals", globals_, 20, "global variable"),
    ("types", types, 10, "struct type and its global"),
    ("decorations", decorations, 20, "instruction with 2 decorations"),
    ("names", names, 20, "named instruction"),
    ("blocks", blocks, 20, "basic block (and its phi entry)"),
    ("instructions", instructions, 10, "6 instructions in one block"),
    ("calls", calls, 10, "3 call sites"),
    ("debug", debug_records, 10, "debug variable, dbg.value, line"),
]


def generate(tmp, axis, gen, units, ref):
    """Writes the LLVM bitcode and the incumbent's SPIR-V of one size; returns their paths."""
    base = os.path.join(tmp, f"{axis}-{units}")
    ll, bc, spv = base + ".ll", base + ".bc", base + ".spv"
    if not os.path.exists(spv):
        with open(ll, "w") as f:
            f.write(gen(units))
        subprocess.run(["llvm-as-14", ll, "-o", bc], check=True)
        subprocess.run([ref, bc, "-o", spv, "--spirv-ext=+SPV_KHR_no_integer_wrap_decoration"],
                       check=True)
    return bc, spv


def run(ours, ref, tmp, axes, scales, runs):
    names_ = [a[0] for a in AXES]
    unknown = [a for a in axes if a not in names_]
    if unknown:
        sys.exit(f"bench: unknown axis {', '.join(unknown)}; axes: {', '.join(names_)}")
    load, cpus = measure.load()
    print("scaling: time as instructions executed (valgrind), per unit = (size - empty module) / "
          "units, so start-up cancels exactly;\n  peak memory and CPU seconds from native runs "
          f"(minimum of {runs}). Load average {load:.2f} on {cpus} CPUs.")
    print(f"{'axis':<13}{'dir':<5}{'scale':>6}{'units':>8}{'Minstr':>9}{'instr/unit':>12}"
          f"{'x 1x':>7}{'cpu s':>8}{'MiB':>8}{'KiB/unit':>10}")
    findings = []
    for axis, gen, base, what in AXES:
        if axis not in axes:
            continue
        print(f"-- {axis}: one unit = {what}, 1x = {base} units", flush=True)
        sizes = [0] + [base * s for s in scales]
        files = {u: generate(tmp, axis, gen, u, ref) for u in sizes}
        for direction in ("fwd", "rev"):
            def cmd(u):
                bc, spv = files[u]
                if direction == "fwd":
                    return [ours, bc, "-o", os.path.join(tmp, "out.spv"),
                            "--spirv-ext=+SPV_KHR_no_integer_wrap_decoration"]
                return [ours, "-r", spv, "-o", os.path.join(tmp, "out.bc")]

            i0 = measure.instructions(cmd(0))
            t0, m0 = measure.runs(cmd(0), runs, pick="min")
            first = None
            for s, u in zip(scales, sizes[1:]):
                i = measure.instructions(cmd(u))
                t, m = measure.runs(cmd(u), runs, pick="min")
                per = (i - i0) / u
                # Peak memory moves in steps of pages and arenas: under 1 MiB over the empty
                # module's it says nothing per unit.
                mem = f"{(m - m0) / u:>10.2f}" if m - m0 >= 1024 else f"{'-':>10}"
                if first is None:
                    first = per
                ratio = per / first if first > 0 else float("inf")
                flag = "  <-- over 1.5x" if ratio > 1.5 else ""
                if flag:
                    findings.append((axis, direction, s, ratio))
                print(f"{axis:<13}{direction:<5}{s:>5}x{u:>8}{i / 1e6:>9.1f}{per:>12.0f}"
                      f"{ratio:>7.2f}{t:>8.3f}{m / 1024:>8.1f}{mem}{flag}", flush=True)
            print(f"{axis:<13}{direction:<5}{'empty':>6}{0:>8}{i0 / 1e6:>9.1f}{'':>12}{'':>7}"
                  f"{t0:>8.3f}{m0 / 1024:>8.1f}")
    if findings:
        print("findings (instructions per unit more than 1.5x the 1x size's):")
        for axis, direction, s, r in findings:
            print(f"  {axis} {direction} at {s}x: {r:.2f}x")
    else:
        print("no axis above 1.5x per unit")
    return findings
