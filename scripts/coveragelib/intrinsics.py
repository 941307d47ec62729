"""The LLVM intrinsic rows: each target-independent intrinsic of LLVM 14 called in a tiny module,
with concrete types chosen from its own signature in Intrinsics.td (read through llvm-tblgen's
JSON dump): every overloaded type takes candidates of its kind (i32, i64, float, <4 x float>,
pointers in each address space, ...) and LLVM's verifier keeps the instantiations that fit."""
import itertools, json, os, re, subprocess

from . import common

TBLGEN = "/usr/lib/llvm-14/bin/llvm-tblgen"
INCLUDE = "/usr/lib/llvm-14/include"

CANDIDATES = {
    "iAny": ["i32", "i64", "i16", "i8", "<4 x i32>", "i1"],
    "fAny": ["float", "double", "half", "<4 x float>"],
    "vAny": ["<4 x float>", "<4 x i32>", "<4 x i64>", "<4 x i1>"],
    "Any": ["i32", "float", "<4 x float>", "i64", "i8 addrspace(1)*"],
}
VT = {"i1": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "i128": "i128",
      "f16": "half", "f32": "float", "f64": "double", "f80": "x86_fp80", "f128": "fp128",
      "bf16": "bfloat", "isVoid": "...", "OtherVT": "{}", "token": "token", "MetadataVT": "metadata"}
ADDRESS_SPACES = ["1", "0", "4", "3"]
MAX_TRIES = 48
MAX_VARIANTS = 3


def load_records():
    out = subprocess.run([TBLGEN, "--dump-json", "-I", INCLUDE,
                          os.path.join(INCLUDE, "llvm/IR/Intrinsics.td")],
                         capture_output=True, check=True).stdout
    return json.loads(out)


def ref(v):
    return v["def"] if isinstance(v, dict) else v


class Signature:
    """An intrinsic's return and parameter types; `slots` are the positions of its overloaded
    types (in the order they are chosen), position 0.. over returns then parameters."""

    def __init__(self, records, rec):
        self.d = records
        self.ret = [records[ref(t)] for t in rec["RetTypes"]]
        self.params = [records[ref(t)] for t in rec["ParamTypes"]]
        self.all = self.ret + self.params
        self.slots = [i for i, t in enumerate(self.all) if t.get("isAny")]
        self.immargs = set()
        for p in rec.get("IntrProperties", []):
            prop = records.get(ref(p), {})
            if "ImmArg" in prop.get("!superclasses", []):
                n = prop.get("ArgNo")
                if isinstance(n, dict):
                    n = records.get(ref(n), {}).get("Value")
                if isinstance(n, int):
                    # ArgIndex<N> counts the return value as 0.
                    self.immargs.add(n - 1)

    def candidates(self, t):
        if "LLVMAnyPointerType" in t["!superclasses"]:
            el_rec = self.d[ref(t["ElTy"])]
            if "LLVMMatchType" in el_rec["!superclasses"]:
                # A pointer to another overloaded type: candidates; the verifier keeps the fit.
                return ["i32 addrspace(1)*", "float addrspace(1)*", "i32*", "<4 x float> addrspace(1)*"]
            el = self.resolve_type(el_rec, [])
            return [f"{el} addrspace({a})*" if a != "0" else f"{el}*" for a in ADDRESS_SPACES]
        return CANDIDATES.get(ref(t["VT"]), ["i32"])

    def resolve(self, pos, chosen):
        return self.resolve_type(self.all[pos], chosen, pos)

    def resolve_type(self, t, chosen, pos=None):
        sup = t["!superclasses"]
        if t.get("isAny") and pos is not None:
            return chosen[self.slots.index(pos)]
        if "LLVMMatchType" in sup:
            m = chosen[t["Number"]]
            n = vector_len(m)
            if "LLVMScalarOrSameVectorWidth" in sup:
                el_rec = self.d.get(ref(t["ElTy"]))
                el = self.resolve_type(el_rec, chosen) if el_rec and "LLVMType" in el_rec.get(
                    "!superclasses", []) else VT.get(ref(t["ElTy"]), "i32")
                return f"<{n} x {el}>" if n else el
            if "LLVMVectorOfAnyPointersToElt" in sup:
                return f"<{n or 4} x {element(m)} addrspace(1)*>"
            if "LLVMPointerToElt" in sup:
                return f"{element(m)}*"
            if "LLVMVectorElementType" in sup:
                return element(m)
            if "LLVMPointerTo" in sup:
                return f"{m}*"
            return m
        if "LLVMPointerType" in sup or "LLVMQualPointerType" in sup:
            el = self.resolve_type(self.d[ref(t["ElTy"])], chosen)
            space = t.get("AddrSpace", 0)
            return f"{el} addrspace({space})*" if space else f"{el}*"
        return VT.get(ref(t["VT"]), "i32")

    def overloaded(self, chosen):
        """The types that name the intrinsic's instantiation, in order."""
        out = []
        for i, t in enumerate(self.all):
            if t.get("isAny") or "LLVMVectorOfAnyPointersToElt" in t["!superclasses"]:
                out.append(self.resolve(i, chosen))
        return out

    def instantiations(self):
        lists = [self.candidates(self.all[i]) for i in self.slots]
        combos = sorted(itertools.product(*[range(len(l)) for l in lists]), key=lambda c: (sum(c), c))
        for combo in combos[:MAX_TRIES]:
            yield [lists[i][j] for i, j in enumerate(combo)]


def element(t):
    m = re.match(r"<\d+ x (.+)>$", t)
    return m.group(1) if m else t


def vector_len(t):
    m = re.match(r"<(\d+) x ", t)
    return m.group(1) if m else None


def mangle(t):
    t = t.strip()
    m = re.match(r"<(\d+) x (.+)>$", t)
    if m:
        return f"v{m.group(1)}{mangle(m.group(2))}"
    if t.endswith("*"):
        inner = t[:-1].strip()
        m = re.match(r"(.+) addrspace\((\d+)\)$", inner)
        return f"p{m.group(2)}{mangle(m.group(1))}" if m else f"p0{mangle(inner)}"
    return {"half": "f16", "float": "f32", "double": "f64", "bfloat": "bf16"}.get(t, t)


def module(name, sig, chosen, imm=1, align=None):
    rets = [sig.resolve(i, chosen) for i in range(len(sig.ret))]
    ret = "void" if not rets else rets[0] if len(rets) == 1 else "{ " + ", ".join(rets) + " }"
    params, args, decl = [], [], []
    nret = len(sig.ret)
    mds = [i for i in range(len(sig.params)) if sig.resolve(nret + i, chosen) == "metadata"]
    for i in range(len(sig.params)):
        ty = sig.resolve(nret + i, chosen)
        if ty == "...":
            continue
        decl.append(ty)
        if ty == "metadata":
            args.append('metadata !"fpexcept.ignore"' if i == mds[-1] and len(mds) > 1 or
                        "constrained" in name and len(mds) == 1 and "cmp" not in name and i == mds[-1]
                        else ('metadata !"oeq"' if "cmp" in name else 'metadata !"round.tonearest"'))
        elif ty == "token":
            args.append("token none")
        elif i in sig.immargs:
            args.append(f"{ty} {'false' if ty == 'i1' else 'zeroinitializer' if ty.startswith('<') else imm}")
        else:
            params.append(f"{ty} %a{i}")
            # (`align`: for intrinsics whose verifier rule asks the pointer arguments' alignment,
            # e.g. the element-wise atomic memory intrinsics: at least the element size.)
            args.append(f"{ty} align {align} %a{i}" if align and ty.endswith("*") else f"{ty} %a{i}")
    suffix = "".join("." + mangle(c) for c in sig.overloaded(chosen))
    callee = name + suffix
    vararg = any(sig.resolve(nret + i, chosen) == "..." for i in range(len(sig.params)))
    fnret = ret if ret not in ("token",) else "void"
    call = f"call {ret} {'(' + ', '.join(decl + ['...']) + ') ' if vararg else ''}@{callee}({', '.join(args)})"
    body = f"  %r = {call}\n  ret {fnret} %r\n" if fnret != "void" and ret != "void" else \
        f"  {'%r = ' if ret != 'void' else ''}{call}\n  ret void\n"
    text = (common.HEADER + f"define spir_func {fnret} @probe({', '.join(params)}) {{\nentry:\n{body}}}\n\n"
            f"declare {ret} @{callee}({', '.join(decl + (['...'] if vararg else []))})\n")
    return text, callee


def probe_one(work, name, sig):
    """Up to MAX_VARIANTS instantiations the verifier accepts, each translated; the row's status
    is the first one's, and the note says where another instantiation differs."""
    results = []
    last_error = None
    tried = 0
    # The element-wise atomic memory intrinsics: the immediate is the element size, and what
    # the translation does depends on it (4 and 8 translate, other sizes are refused); both are
    # variants of the row.
    by_size = "element.unordered.atomic" in name
    imms = (4, 1) if by_size else (1, 2, 4, 0) if sig.immargs else (1,)
    for chosen, imm in [(c, i) for c in sig.instantiations() for i in imms]:
        if len(results) >= MAX_VARIANTS:
            break
        label = ",".join(chosen) + (f" element_size {imm}" if by_size else "")
        if results and results[-1][0] == label:
            continue
        text, callee = module(name, sig, chosen, imm)
        res, err = common.probe_module(work, text, full=not results)
        tried += 1
        if res is None and err and "alignment" in err:
            text, callee = module(name, sig, chosen, imm, align=8)
            res, err = common.probe_module(work, text, full=not results)
        if res is None and err and "Should be: " in err:
            right = err.split("Should be: ")[1].split()[0].strip()
            text = text.replace("@" + callee, "@" + right)
            res, err = common.probe_module(work, text, full=not results)
        if res is None:
            last_error = err
            continue
        results.append((label, res))
        if not sig.slots and not by_size:
            break
    if not results and last_error:
        # No instantiation verifies: the intrinsic needs a context a one-call module cannot
        # give (a GC strategy, a catchpad, an operand bundle, ...). The forward dispatches on
        # the intrinsic's name, so the first instantiation is translated unverified.
        chosen = next(iter(sig.instantiations()), [])
        text, _ = module(name, sig, chosen)
        res, err = common.probe_module(work, text, unverified=True)
        if res is not None:
            res["note"] = ("the probe module fails LLVM's verifier (" + common.first_line(last_error)
                           .replace("/usr/bin/llvm-as-14: assembly parsed, but does not verify as correct! ", "")
                           + "): translated unverified")
            results.append((",".join(chosen), res))
    return results, last_error


def rows(work, names):
    records = load_records()
    by_name = {}
    for key in records["!instanceof"]["Intrinsic"]:
        r = records[key]
        if r["TargetPrefix"] != "":
            continue
        llvm_name = r["LLVMName"] or "llvm." + key[len("int_"):].replace("_", ".")
        by_name[llvm_name] = r
    out = []
    for name in names:
        common.CURRENT = name
        rec = by_name.get(name)
        row = {"section": "llvm-intrinsic", "row": name, "test": "probe"}
        if rec is None:
            row.update(forward="unprobed", note="not found in Intrinsics.td")
            out.append(row)
            continue
        try:
            results, err = probe_one(work, name, Signature(records, rec))
        except (IndexError, KeyError, ValueError) as e:
            results, err = [], f"the probe cannot read its signature ({type(e).__name__}: {e})"
        if not results:
            row.update(forward="unprobed", reverse="-", incumbent="-",
                       note="no instantiation passes LLVM's verifier: " + common.first_line(err or ""))
            out.append(row)
            continue
        label, first = results[0]
        row.update(forward=first["forward"], reverse=first["reverse"], incumbent=first["incumbent"],
                   test=f"probe ({label})" if label else "probe")
        notes = [first["note"]] if first["note"] else []
        kind = first["forward"].split(":")[0]
        for l, r in results[1:]:
            k = r["forward"].split(":")[0]
            if k != kind:
                notes.append(f"{l}: {r['forward'][:90]}")
        row["note"] = "; ".join(notes)
        out.append(row)
    return out
