"""scripts/builtin-parity --spv-ir: the forward on SPV-IR input (SPIRVRepresentationInLLVM.rst).

For one module of wrappers whose SPIR-V llvm-spirv-14 wrote (`theirs`):
  - "spvir theirs": llvm-spirv-14 -r --spirv-target-env=SPV-IR reads it back; that LLVM IR is
    forwarded by ours and by llvm-spirv-14 and the two SPIR-V compared per wrapper (when
    llvm-spirv-14 refuses its own SPV-IR, ours is compared with the SPIR-V it came from);
  - "spvir ours": our reverse writes SPV-IR, our forward reads it, and the result is compared with
    the SPIR-V the reverse read (a round trip gives back the same instructions);
and every SPIR-V ours writes must pass spirv-val. A failure that concerns the whole module
(a refusal, invalid output, different capabilities) splits the module as the harness does.
"""
import collections
import re

SPV_IR = ["--spirv-target-env=SPV-IR"]
# What spirv-val (SPIRV-Tools 2023.1) rejects in modules that are valid: it does not know the
# opaque types of SPV_INTEL_device_side_avc_motion_estimation and SPV_INTEL_vector_compute as
# types, and refuses them at module scope, where the extensions declare them (the first error
# spirv-val reports). Such a module is compared, not split as invalid.
VAL_LIMITS = re.compile(r"Type(Avc\w+|BufferSurface)INTEL must appear in a block")


def validate(lib, spv):
    """None when spirv-val accepts the module (or rejects it only for VAL_LIMITS), else its error."""
    v = lib.run(["spirv-val", spv])
    err = v.stdout + v.stderr
    if v.returncode == 0 or VAL_LIMITS.search(err.decode(errors="replace")):
        return None
    return err


def signature(name, ret, params):
    if isinstance(params, tuple):
        return params[1].split("{")[0].replace("{fid}", name)
    return f"{ret} {name}({', '.join(params)})"


def check(h, group, bc, theirs, lib):
    single = len(group) == 1 and len(group[0][1]) == 1

    def fail(text, err):
        """A module-wide failure: split, or (one overload) note it."""
        if not single:
            return h.split(group, None, b"")
        # (without the file and wrapper names, so that one message counts once per builtin)
        msg = re.sub(r"^[\w-]+: \S+: (in function '[^']*': )?", "", lib.first_line(err))
        h.note(group[0][0], text + re.sub(r"^error: line \d+: ", "error: ", msg))

    ti = bc + ".spvir-theirs.bc"
    q = lib.run([lib.THEIRS, "-r", *SPV_IR, theirs, "-o", ti])
    if q.returncode != 0:
        return h.split(group, "incumbent-reverse", q.stderr)
    pairs = {}      # label -> (ours spv, reference spv)
    ref = ti + ".theirs.spv"
    if lib.run([lib.THEIRS, "--spirv-ext=+all", ti, "-o", ref]).returncode != 0:
        ref = theirs
        for name, _ in group:
            h.res.notes[(name, "spvir incumbent refuses")].add(h.std)
    out = ti + ".ours.spv"
    p = lib.run([lib.OURS, "--spirv-ext=+all", ti, "-o", out])
    if p.returncode != 0:
        return fail("spvir theirs: ours refuses: ", p.stderr)
    err = validate(lib, out)
    if err is not None:
        return fail("spvir theirs: ours invalid: ", err)
    pairs["spvir theirs"] = (out, ref)

    oi = bc + ".spvir-ours.bc"
    q = lib.run([lib.OURS, "-r", *SPV_IR, theirs, "-o", oi])
    if q.returncode == 0:
        out = oi + ".ours.spv"
        p = lib.run([lib.OURS, "--spirv-ext=+all", oi, "-o", out])
        if p.returncode != 0:
            return fail("spvir ours: ours refuses: ", p.stderr)
        err = validate(lib, out)
        if err is not None:
            return fail("spvir ours: ours invalid: ", err)
        pairs["spvir ours"] = (out, theirs)
    # (our reverse refusing the incumbent's SPIR-V is the plain harness's finding, not this one's)

    summaries = {}
    for label, (a, b) in pairs.items():
        fa, ma = lib.spirv_summary(a)
        fb, mb = lib.spirv_summary(b)
        if fa is None or fb is None:
            return h.split(group, "disassembly", b"")
        mdiff = lib.counter_diff(collections.Counter(ma), collections.Counter(mb))
        if mdiff and not single:
            return h.split(group, None, b"")
        summaries[label] = (fa, fb, mdiff)
    for name, ovs in group:
        h.res.status[(h.std, name)] = "compared"
        for label, (fa, fb, mdiff) in summaries.items():
            for d in mdiff:
                h.res.diffs[name][f"{label} {h.std} module: {d}"] += 1
            for fid, ret, params in ovs:
                h.compare(name, signature(name, ret, params), label, fid, fa, fb, label)
