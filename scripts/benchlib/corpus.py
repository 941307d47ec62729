"""The corpus table of `scripts/bench`: ours against llvm-spirv-14, both directions, on the large
modules of the corpus and on the loop over its small modules, as ratios measured in one run."""
import os, statistics, subprocess, sys

from . import measure

LIBCLC = "/usr/lib/clc/spirv64-mesa3d-.spv"


def stem(path):
    name = os.path.basename(path)
    for ext in (".rev.bc", ".bc", ".spv"):
        if name.endswith(ext):
            return name[: -len(ext)]
    return name


def read_list(corpus, name):
    path = os.path.join(corpus, "lists", name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return [p if os.path.isabs(p) else os.path.join(corpus, p) for p in f.read().split()]


def large_modules(corpus, full, tmp, ref):
    """(label, forward input .bc or None, reverse input .spv or None) for each large module."""
    fwd, rev = read_list(corpus, "fwd-large.txt"), read_list(corpus, "rev-large.txt")
    if fwd is None or rev is None:
        # No corpus: libclc alone (its forward input is the incumbent's reverse of it).
        if not os.path.exists(LIBCLC):
            sys.exit(f"bench: no corpus at {corpus} (../shared/corpus/build.sh makes it) and no "
                     f"{LIBCLC} (Debian package libclc-14)")
        print(f"bench: no corpus lists in {corpus}: libclc only")
        bc = os.path.join(tmp, "libclc.bc")
        subprocess.run([ref, "-r", LIBCLC, "-o", bc], check=True)
        return [("libclc", bc, LIBCLC)]
    rows = {}
    for p in fwd:
        rows.setdefault(stem(p), [None, None])[0] = p
    for p in rev:
        rows.setdefault(stem(p), [None, None])[1] = p
    out = []
    for s in sorted(rows, key=order_key):
        if not full and s.startswith("libclc") and "spirv64" not in s:
            continue  # The 32-bit libclc is the same library again.
        out.append((s, rows[s][0], rows[s][1]))
    return out


def order_key(s):
    return (0 if s.startswith("libclc") else 1 if s.startswith("single") else 2, s)


def ratio_row(ours, ref, inp, out, reverse, runs):
    """(our CPU s, ref CPU s, our peak KiB, ref peak KiB) for one input."""
    extra = ["-r"] if reverse else []
    ot, om = measure.runs([ours] + extra + [inp, "-o", out], runs)
    rt, rm = measure.runs([ref] + extra + [inp, "-o", out], runs)
    return ot, rt, om, rm


def small_loop(ours, ref, files, reverse, tmp, passes):
    """Sum of CPU seconds per file (median over passes) of each tool over `files`, and each
    file's peak memory ratio."""
    extra = ["-r"] if reverse else []
    out = os.path.join(tmp, "small.out")
    tot_o = tot_r = 0.0
    mem, failed = [], []
    for f in files:
        try:
            o = [measure.once([ours] + extra + [f, "-o", out], True) for _ in range(passes)]
            r = [measure.once([ref] + extra + [f, "-o", out], True) for _ in range(passes)]
        except measure.Failed as e:
            failed.append(str(e).strip().splitlines()[-1])
            continue
        tot_o += statistics.median(t for t, _ in o)
        tot_r += statistics.median(t for t, _ in r)
        mem.append(max(m for _, m in o) / max(m for _, m in r))
    return tot_o, tot_r, mem, failed


def run(ours, ref, corpus, tmp, full, runs, sample):
    load, cpus = measure.load()
    once = "" if full else "; modules over 8 MiB once"
    print(f"bench: ours / llvm-spirv-14, CPU time (user+system; median of {runs} runs{once}) and "
          f"peak memory, measured in this run. Load average {load:.2f} on {cpus} CPUs.")
    print(f"{'input':<40}{'fwd s ours/ref':>17}{'fwd':>7}{'rev s ours/ref':>17}{'rev':>7}"
          f"{'peak mem fwd / rev':>20}")
    out_spv, out_bc = os.path.join(tmp, "out.spv"), os.path.join(tmp, "out.bc")
    worst = {"time": 0.0, "mem": 0.0}

    def cell(pair):
        if pair is None:
            return f"{'-':>17}{'-':>7}", None
        ot, rt, om, rm = pair
        worst["time"] = max(worst["time"], ot / rt)
        worst["mem"] = max(worst["mem"], om / rm)
        return f"{ot:>8.3f}/{rt:<8.3f}{ot / rt:>7.2f}", om / rm

    for label, bc, spv in large_modules(corpus, full, tmp, ref):
        # The default run measures modules over 8 MiB once (--full: every one `runs` times).
        n = runs if full or os.path.getsize(spv or bc) < (8 << 20) else 1
        f = ratio_row(ours, ref, bc, out_spv, False, n) if bc else None
        r = ratio_row(ours, ref, spv, out_bc, True, n) if spv else None
        fc, fm = cell(f)
        rc, rm = cell(r)
        mems = " / ".join(f"{m:.2f}" for m in (fm, rm) if m is not None)
        size = os.path.getsize(spv or bc) / (1 << 20)
        print(f"{label[:32] + f' {size:.1f}M':<40}{fc}{rc}{mems:>20}", flush=True)
    fwd, rev = read_list(corpus, "fwd-small.txt"), read_list(corpus, "rev-small.txt")
    if fwd and rev:
        if not full:
            fwd, rev = fwd[::sample], rev[::sample]
        passes = runs if full else 1
        fo, fr, fmem, ffail = small_loop(ours, ref, fwd, False, tmp, passes)
        ro, rr, rmem, rfail = small_loop(ours, ref, rev, True, tmp, passes)
        fwd = fwd[: len(fmem)]
        rev = rev[: len(rmem)]
        worst["time"] = max(worst["time"], fo / fr, ro / rr)
        worst["mem"] = max(worst["mem"], max(fmem), max(rmem))
        label = f"{len(fwd)}+{len(rev)} small, 1 process each"
        fc = f"{1000 * fo / len(fwd):>6.1f}/{1000 * fr / len(fwd):<6.1f}ms{fo / fr:>9.2f}"
        rc = f"{1000 * ro / len(rev):>6.1f}/{1000 * rr / len(rev):<6.1f}ms{ro / rr:>9.2f}"
        mems = (f"{min(fmem):.2f}-{max(fmem):.2f} / {min(rmem):.2f}-{max(rmem):.2f}")
        print(f"{label:<40}{fc}{rc}{mems:>20}")
        if not full:
            print(f"  (every {sample}th small module, one pass; --full runs all of them)")
        for what, fails in (("forward", ffail), ("reverse", rfail)):
            if fails:
                print(f"  {len(fails)} {what} translations failed and are left out, e.g.: {fails[0]}")
    print(f"worst ratio: time {worst['time']:.2f}, peak memory {worst['mem']:.2f} "
          "(goal: time <= 0.25, memory <= 0.4)")
    return worst
