"""What every probe of the coverage matrix shares: the tools, a translation of one small module
both ways with the classification of what the forward emitted, and the data-file format.

Data files (coverage/*.tsv) have the columns
    section  row  forward  reverse  incumbent  test  note
and each status cell is one word of STATUSES, optionally followed by `: detail`.
"""
import os, re, shutil, subprocess, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OURS = os.path.join(ROOT, "target", "release", "llvm-spirv-rs")
INCUMBENT = shutil.which("llvm-spirv-14")
LLVM_AS = shutil.which("llvm-as-14")
SPIRV_VAL = shutil.which("spirv-val")
SPIRV_DIS = shutil.which("spirv-dis")
SPIRV_AS = shutil.which("spirv-as")
# Set by `scripts/coverage --probe`: every forward output is kept as (path, row) for the SPIR-V rows.
KEEP_OUTPUTS = None
CURRENT = ""
COLUMNS = ["section", "row", "forward", "reverse", "incumbent", "test", "note"]

HEADER = (
    'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256'
    '-v512:512-v1024:1024"\ntarget triple = "spir64-unknown-unknown"\n\n'
)
# Instructions every function has: not what a probe looks for.
STRUCTURAL = {"OpFunction", "OpFunctionParameter", "OpLabel", "OpReturn", "OpReturnValue",
              "OpFunctionEnd"}


def need_tools():
    missing = [n for n, p in (("target/release/llvm-spirv-rs (cargo build --release)",
                               OURS if os.path.exists(OURS) else None),
                              ("llvm-as-14 (llvm-14)", LLVM_AS), ("spirv-val (spirv-tools)", SPIRV_VAL),
                              ("spirv-dis (spirv-tools)", SPIRV_DIS), ("spirv-as (spirv-tools)", SPIRV_AS),
                              ("llvm-spirv-14", INCUMBENT)) if not p]
    if missing:
        raise SystemExit("coverage probe: missing " + ", ".join(missing) + " (scripts/setup installs them)")


def run(cmd, timeout=20, stdin=None):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, input=stdin)
    except subprocess.TimeoutExpired:
        return 124, b"", b"timed out"
    return p.returncode, p.stdout, p.stderr


def first_line(err):
    text = err.decode("utf-8", "replace") if isinstance(err, bytes) else err
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    line = " ".join(lines[:2]) if lines else "no message"
    line = re.sub(r"/tmp/[^\s:']+/", "", line)
    line = re.sub(r"^llvm-spirv-rs: [\w.]+: ", "", line)
    return line.replace("\t", " ")[:160]


class Work:
    """A scratch directory for the probes of one run."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="coverage-")
        self.n = 0

    def path(self, name):
        return os.path.join(self.dir, name)

    def assemble(self, ll_text, unverified=False):
        """LLVM assembly → bitcode path, or (None, verifier message)."""
        self.n += 1
        ll, bc = self.path(f"p{self.n}.ll"), self.path(f"p{self.n}.bc")
        with open(ll, "w") as f:
            f.write(ll_text)
        code, _, err = run([LLVM_AS, ll, "-o", bc] + (["--disable-verify"] if unverified else []))
        return (bc, None) if code == 0 else (None, err.decode("utf-8", "replace"))

    def cleanup(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def forward(bc, ext=None):
    """Our forward translation: (spv path, None) or (None, message)."""
    out = bc[:-3] + (".all.spv" if ext else ".spv")
    cmd = [OURS, bc, "-o", out] + ([f"--spirv-ext={ext}"] if ext else [])
    code, _, err = run(cmd)
    if code != 0:
        return None, ("crash: " if code not in (1, 2) else "") + first_line(err)
    return out, None


def validate(spv):
    code, out, err = run([SPIRV_VAL, spv])
    return None if code == 0 else first_line(err + out)


# The default environment (OpenCL 1.2) has no device-side enqueue: llvm-spirv-14 refuses it
# there too (an assertion). Such a module is read again as OpenCL 2.0.
NO_ENQUEUE_IN_CL12 = "OpenCL 1.2 doesn't support enqueue_kernel"


def run_reverse(spv, out, timeout=None):
    kw = {} if timeout is None else {"timeout": timeout}
    code, o, err = run([OURS, "-r", spv, "-o", out], **kw)
    if code == 1 and NO_ENQUEUE_IN_CL12.encode() in err:
        code, o, err = run([OURS, "-r", "--spirv-target-env=CL2.0", spv, "-o", out], **kw)
    return code, o, err


def reverse(spv):
    """`-r` of our output: 'ok' or 'refused: message'."""
    code, _, err = run_reverse(spv, spv + ".rt.bc")
    if code == 0:
        return "ok"
    return ("crash: " if code not in (1, 2) else "refused: ") + first_line(err)


def incumbent(bc, baseline=None):
    """What llvm-spirv-14 does with the module: 'ok' or 'refused: message'; with `baseline`
    (its disassembly of the module without the construct), 'ok: native: …' or 'ok: dropped'."""
    out = bc + ".inc.spv"
    code, _, err = run([INCUMBENT, bc, "--spirv-ext=+all", "-o", out])
    if code != 0:
        return "refused: " + first_line(err)
    if baseline is None:
        return "ok"
    status, detail = compare(baseline, disassemble(out))
    return f"ok: {status}: {detail}"


def disassemble(spv):
    """spirv-dis text of a module; when spirv-dis cannot read it (spirv-dis 2023.1 lacks some
    instructions we write, such as SPV_INTEL_blocking_pipes' and SPV_INTEL_fast_composite's),
    the same syntax from our own disassembler (`-to-text --spirv-asm`)."""
    code, out, err = run([SPIRV_DIS, spv])
    if code == 0:
        return out.decode()
    code, out, err = run([OURS, "-to-text", "--spirv-asm", spv, "-o", "-"])
    return out.decode() if code == 0 else ""


INST = re.compile(r"^\s*(?:(%[\w.]+) = )?(Op\w+)\s*(.*)$")


def function_body(dis, name="probe"):
    """The instructions (opcode, operand text) of the function named `name` in spirv-dis text."""
    body, inside = [], False
    for line in dis.splitlines():
        m = INST.match(line)
        if not m:
            continue
        result, opcode, rest = m.groups()
        if opcode == "OpFunction" and result == f"%{name}":
            inside = True
        elif inside:
            if opcode == "OpFunctionEnd":
                break
            body.append((opcode, rest))
    return body


def ext_sets(dis):
    sets = {}
    for line in dis.splitlines():
        m = re.match(r'\s*(%\w+) = OpExtInstImport "([^"]+)"', line)
        if m:
            sets[m.group(1)] = m.group(2)
    return sets


def classify(dis, name="probe", scaffold=()):
    """What the forward made of the function `name`: (status, detail). `scaffold`: opcodes of
    the probe's own making (the branches around a phi), or of the structure that is the
    construct probed (OpReturn for `ret`)."""
    ignore = (STRUCTURAL | set(scaffold)) - {s[1:] for s in scaffold if s.startswith("+")}
    body = [(o, r) for o, r in function_body(dis, name) if o not in ignore]
    if not body:
        return "dropped", "nothing emitted"
    sets = ext_sets(dis)
    ext = []
    calls = []
    ops = []
    for opcode, rest in body:
        words = rest.split()
        if opcode == "OpExtInst" and len(words) >= 3:
            ext.append(f"{sets.get(words[1], words[1])}.{words[2]}")
        elif opcode == "OpFunctionCall" and len(words) >= 2:
            calls.append(words[1].lstrip("%"))
        if opcode not in ops:
            ops.append(opcode)
    detail = ",".join(ops)
    if any(e.startswith("OpenCL.std.") for e in ext):
        return "opencl.std", ",".join(dict.fromkeys(ext)) + (f" ({detail})" if len(ops) > 1 else "")
    if calls:
        return "call", ",".join(dict.fromkeys(calls)) + (f" ({detail})" if len(ops) > 1 else "")
    if ext:
        return "native", ",".join(dict.fromkeys(ext))
    if len(body) == 1:
        return "native", detail
    return ("native" if len(ops) == 1 else "emulation"), detail


def probe_module(work, ll_text, name="probe", baseline=None, full=True, unverified=False,
                 incumbent_baseline=None, scaffold=()):
    """Translates one probe module; returns a dict of the matrix columns (forward, reverse,
    incumbent, note), or None when LLVM's verifier rejects the module (with its message).
    With `baseline` (the disassembly of the module without the construct), the forward's status
    compares the two: the same output is `dropped`, another is `native` with what changed."""
    bc, err = work.assemble(ll_text, unverified)
    if bc is None:
        return None, err
    res = {"note": ""}
    spv, ferr = forward(bc)
    needs_ext = False
    if spv is None:
        spv_all, ferr_all = forward(bc, "+all")
        if spv_all is None:
            res["forward"] = ("crash: " + ferr) if ferr.startswith("crash") else "refused: " + ferr
            res["reverse"] = "-"
            res["incumbent"] = incumbent(bc, incumbent_baseline) if full else "-"
            return res, None
        spv, needs_ext = spv_all, True
    dis = disassemble(spv)
    if baseline is not None:
        status, detail = compare(baseline, dis)
    else:
        status, detail = classify(dis, name, scaffold)
    bad = validate(spv)
    if bad:
        status, detail = "invalid", f"spirv-val: {bad} ({status}: {detail})"
    if needs_ext:
        exts = re.findall(r'OpExtension "([^"]+)"', dis)
        res["note"] = "needs --spirv-ext=" + ",".join("+" + e for e in exts) if exts else \
            "refused without --spirv-ext: " + ferr
    res["forward"] = f"{status}: {detail}" if detail else status
    # Variants after a row's first are only classified (the machine is shared).
    res["reverse"] = reverse(spv) if full else "-"
    res["incumbent"] = incumbent(bc, incumbent_baseline) if full else "-"
    res["dis"] = dis
    res["bc"] = bc
    if baseline is not None and status == "dropped" and res["incumbent"].startswith("ok: "):
        # The reason a construct is dropped: SPIR-V has nothing for it (the incumbent drops it
        # too), or a gap (the incumbent writes something).
        inc = res["incumbent"][4:]
        why = "llvm-spirv-14 drops it too" if inc.startswith("dropped") else "GAP: llvm-spirv-14 writes " + inc[8:]
        res["note"] = "; ".join(x for x in (res["note"], why) if x)
    if KEEP_OUTPUTS is not None and full:
        from .spirv import items
        KEEP_OUTPUTS.append((sorted(items(dis)), "probe of " + CURRENT, res["reverse"] == "ok"))
    return res, None


def significant(dis):
    """The lines of a disassembly that say what a module is, without ids and debug names."""
    out = []
    for line in dis.splitlines():
        line = line.strip()
        if not line or line.startswith(";") or line.startswith("OpName"):
            continue
        out.append(re.sub(r"%\w+", "%", line))
    return out


def compare(baseline, dis):
    base = significant(baseline)
    new = significant(dis)
    added = [l for l in new if l not in base]
    removed = [l for l in base if l not in new]
    if not added and not removed:
        return "dropped", "output unchanged"
    what = [re.sub(r"^% = ", "", l) for l in added][:4]
    if not added:
        what = ["removed " + re.sub(r"^% = ", "", l) for l in removed][:2]
    return "native", "; ".join(what)


def write_tsv(path, rows):
    with open(path, "w") as f:
        f.write("# " + "\t".join(COLUMNS) + "\n")
        f.write("# Written by `scripts/coverage --probe`: computed, do not edit by hand "
                "(hand-entered statuses live in coverage/hand.tsv).\n")
        for r in rows:
            r = {k: v for k, v in r.items() if k in COLUMNS}
            f.write("\t".join(str(r.get(c, "")).replace("\t", " ").replace("\n", " ") or "-"
                              for c in COLUMNS) + "\n")


def reverse_to(spv, out):
    code, _, err = run_reverse(spv, out, timeout=60)
    return "ok" if code == 0 else "refused: " + first_line(err)


def incumbent_disassembly(bc):
    """llvm-spirv-14's output for a (baseline) module, disassembled, or None."""
    code, _, _ = run([INCUMBENT, bc, "--spirv-ext=+all", "-o", bc + ".base.spv"])
    return disassemble(bc + ".base.spv") if code == 0 else None
