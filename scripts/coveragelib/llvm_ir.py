"""The LLVM rows other than intrinsics: instruction opcodes, linkage kinds, calling conventions,
attributes and metadata kinds, each probed with small modules made from templates per construct
(the constructs themselves come from LLVM's headers: see tests/coverage/rows.rs). Each opcode is
tried over several types (scalars of each width, vectors, single-element vectors, pointers); the
row's status is the first variant's and the note lists the variants whose status differs."""
import re

from . import common

INT_TYPES = ["i32", "i64", "i8", "i16", "i1", "<4 x i32>", "<1 x i32>", "i2", "i128"]
FP_TYPES = ["float", "double", "half", "<4 x float>", "<1 x float>"]
GPTR = "i32 addrspace(1)*"
ICMP = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]
FCMP = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
        "uno", "true", "false"]
RMW = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd", "fsub"]


def fn(ret, params, body, extra=""):
    """A probe function `@probe` with `body` (lines, the last one returns)."""
    return (common.HEADER + f"define spir_func {ret} @probe({', '.join(params)}) {{\n"
            + "\n".join("  " + l if not l.endswith(":") else l for l in body) + "\n}\n" + extra)


def binary(op, types):
    return [(t, fn(t, [f"{t} %a", f"{t} %b"], [f"%r = {op} {t} %a, %b", f"ret {t} %r"])) for t in types]


def cast(op, pairs):
    return [(f"{a} to {b}", fn(b, [f"{a} %a"], [f"%r = {op} {a} %a to {b}", f"ret {b} %r"])) for a, b in pairs]


def opcode_variants(name):
    int_ops = {"Add": "add", "Sub": "sub", "Mul": "mul", "UDiv": "udiv", "SDiv": "sdiv", "URem": "urem",
               "SRem": "srem", "Shl": "shl", "LShr": "lshr", "AShr": "ashr", "And": "and", "Or": "or",
               "Xor": "xor"}
    fp_ops = {"FAdd": "fadd", "FSub": "fsub", "FMul": "fmul", "FDiv": "fdiv", "FRem": "frem"}
    casts = {
        "Trunc": [("i64", "i32"), ("i32", "i1"), ("i32", "i8"), ("<4 x i64>", "<4 x i32>"), ("i32", "i2")],
        "ZExt": [("i32", "i64"), ("i1", "i32"), ("i8", "i16"), ("<4 x i32>", "<4 x i64>"), ("i2", "i32")],
        "SExt": [("i32", "i64"), ("i1", "i32"), ("i8", "i16"), ("<4 x i32>", "<4 x i64>"), ("i2", "i32")],
        "FPToUI": [("float", "i32"), ("double", "i64"), ("float", "i1"), ("<4 x float>", "<4 x i32>"),
                   ("half", "i16")],
        "FPToSI": [("float", "i32"), ("double", "i64"), ("float", "i1"), ("<4 x float>", "<4 x i32>"),
                   ("half", "i16")],
        "UIToFP": [("i32", "float"), ("i64", "double"), ("i1", "float"), ("<4 x i32>", "<4 x float>")],
        "SIToFP": [("i32", "float"), ("i64", "double"), ("i1", "float"), ("<4 x i32>", "<4 x float>")],
        "FPTrunc": [("double", "float"), ("float", "half"), ("<4 x double>", "<4 x float>")],
        "FPExt": [("float", "double"), ("half", "float"), ("<4 x float>", "<4 x double>")],
        "PtrToInt": [(GPTR, "i64"), (GPTR, "i32"), ("i32*", "i64")],
        "IntToPtr": [("i64", GPTR), ("i32", GPTR), ("i64", "i32*")],
        "BitCast": [("i32", "float"), ("<2 x i32>", "i64"), (GPTR, "float addrspace(1)*"),
                    ("<4 x i8>", "i32"), ("<1 x i32>", "i32")],
        "AddrSpaceCast": [(GPTR, "i32 addrspace(4)*"), ("i32 addrspace(4)*", GPTR),
                          ("i32 addrspace(4)*", "i32 addrspace(2)*"), ("i32 addrspace(3)*", "i32 addrspace(4)*")],
    }
    if name in int_ops:
        return binary(int_ops[name], INT_TYPES if name in ("Add", "And", "Or", "Xor", "Sub", "Mul")
                      else [t for t in INT_TYPES if t != "i1"])
    if name in fp_ops:
        return binary(fp_ops[name], FP_TYPES)
    if name in casts:
        return cast(name.lower(), casts[name])
    if name == "FNeg":
        return [(t, fn(t, [f"{t} %a"], [f"%r = fneg {t} %a", f"ret {t} %r"])) for t in FP_TYPES]
    if name == "ICmp":
        out = [(f"{p} {t}", fn("i1" if not t.startswith("<") else "<4 x i1>", [f"{t} %a", f"{t} %b"],
                               [f"%r = icmp {p} {t} %a, %b",
                                f"ret {'i1' if not t.startswith('<') else '<4 x i1>'} %r"]))
               for t in ["i32"] for p in ICMP]
        out += [(f"eq {t}", fn("<4 x i1>" if t.startswith("<4") else "<1 x i1>" if t.startswith("<1") else "i1",
                               [f"{t} %a", f"{t} %b"],
                               [f"%r = icmp eq {t} %a, %b",
                                "ret " + ("<4 x i1>" if t.startswith("<4") else "<1 x i1>" if t.startswith("<1") else "i1")
                                + " %r"]))
                for t in ["i64", "i8", "i1", "<4 x i32>", "<1 x i32>", GPTR]]
        return out
    if name == "FCmp":
        return [(f"{p} float", fn("i1", ["float %a", "float %b"], [f"%r = fcmp {p} float %a, %b", "ret i1 %r"]))
                for p in FCMP] + [("oeq <4 x float>", fn("<4 x i1>", ["<4 x float> %a", "<4 x float> %b"],
                                  ["%r = fcmp oeq <4 x float> %a, %b", "ret <4 x i1> %r"]))]
    if name == "Select":
        return [(f"i1, {t}", fn(t, ["i1 %c", f"{t} %a", f"{t} %b"], [f"%r = select i1 %c, {t} %a, {t} %b", f"ret {t} %r"]))
                for t in ["i32", "float", GPTR, "i1", "{ i32, float }"]] + [
            ("<4 x i1>, <4 x i32>", fn("<4 x i32>", ["<4 x i1> %c", "<4 x i32> %a", "<4 x i32> %b"],
                                       ["%r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b", "ret <4 x i32> %r"])),
            ("i1, <4 x i32>", fn("<4 x i32>", ["i1 %c", "<4 x i32> %a", "<4 x i32> %b"],
                                 ["%r = select i1 %c, <4 x i32> %a, <4 x i32> %b", "ret <4 x i32> %r"]))]
    if name == "Ret":
        return [("void", fn("void", [], ["ret void"])), ("i32", fn("i32", ["i32 %a"], ["ret i32 %a"]))]
    if name == "Br":
        return [("conditional", fn("i32", ["i1 %c"], ["br i1 %c, label %t, label %f", "t:", "ret i32 1", "f:", "ret i32 2"])),
                ("unconditional", fn("i32", [], ["br label %t", "t:", "ret i32 1"]))]
    if name == "Switch":
        return [("i32", fn("i32", ["i32 %a"], ["switch i32 %a, label %d [ i32 1, label %x", "  i32 2, label %x ]",
                                               "x:", "ret i32 1", "d:", "ret i32 2"])),
                ("i64", fn("i32", ["i64 %a"], ["switch i64 %a, label %d [ i64 1, label %x ]", "x:", "ret i32 1",
                                               "d:", "ret i32 2"]))]
    if name == "IndirectBr":
        return [("blockaddress", fn("i32", ["i1 %c"], ["%p = select i1 %c, i8* blockaddress(@probe, %x), i8* blockaddress(@probe, %y)",
                                                        "indirectbr i8* %p, [label %x, label %y]", "x:", "ret i32 1",
                                                        "y:", "ret i32 2"]))]
    if name == "Unreachable":
        return [("", fn("void", [], ["unreachable"]))]
    if name in ("Invoke", "LandingPad", "Resume"):
        return [("", fn("i32", [], ["%r = invoke i32 @g() to label %ok unwind label %bad", "ok:", "ret i32 %r", "bad:",
                                     "%lp = landingpad { i8*, i32 } cleanup",
                                     "resume { i8*, i32 } %lp" if name == "Resume" else "ret i32 0"],
                        "declare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\n")
                 .replace("@probe()", "@probe() personality i32 (...)* @__gxx_personality_v0"))]
    if name in ("CleanupRet", "CatchRet", "CatchSwitch", "CatchPad", "CleanupPad"):
        body = (["invoke void @g() to label %ok unwind label %cs", "ok:", "ret void",
                 "cs:", "%s = catchswitch within none [label %h] unwind to caller",
                 "h:", "%p = catchpad within %s [i8* null]", "catchret from %p to label %ok"]
                if name in ("CatchRet", "CatchSwitch", "CatchPad") else
                ["invoke void @g() to label %ok unwind label %c", "ok:", "ret void",
                 "c:", "%p = cleanuppad within none []", "cleanupret from %p unwind to caller"])
        return [("", fn("void", [], body, "declare void @g()\ndeclare i32 @__CxxFrameHandler3(...)\n")
                 .replace("@probe()", "@probe() personality i32 (...)* @__CxxFrameHandler3"))]
    if name == "CallBr":
        return [("asm goto", fn("i32", [], ['callbr void asm "", "r,X"(i32 0, i8* blockaddress(@probe, %x)) to label %n [label %x]',
                                             "n:", "ret i32 1", "x:", "ret i32 2"]))]
    if name == "Alloca":
        return [(t, fn("void", [], [f"%p = alloca {t}", f"store {t} zeroinitializer, {t}* %p" if t.startswith(("<", "[", "{"))
                                    else f"store {t} 0, {t}* %p", "ret void"]))
                for t in ["i32", "[4 x i32]", "{ i32, float }"]] + [
            ("dynamic size", fn("void", ["i32 %n"], ["%p = alloca i32, i32 %n", "store i32 0, i32* %p", "ret void"]))]
    if name == "Load":
        return [(t, fn(t.rstrip("*").strip() if False else t, [f"{t} addrspace(1)* %p"], [f"%r = load {t}, {t} addrspace(1)* %p", f"ret {t} %r"]))
                for t in ["i32", "float", "<4 x float>", "i8 addrspace(1)*"]] + [
            ("volatile", fn("i32", [f"{GPTR} %p"], [f"%r = load volatile i32, {GPTR} %p", "ret i32 %r"])),
            ("atomic", fn("i32", [f"{GPTR} %p"], [f"%r = load atomic i32, {GPTR} %p seq_cst, align 4", "ret i32 %r"]))]
    if name == "Store":
        return [(t, fn("void", [f"{t} %v", f"{t} addrspace(1)* %p"], [f"store {t} %v, {t} addrspace(1)* %p", "ret void"]))
                for t in ["i32", "float", "<4 x float>"]] + [
            ("atomic", fn("void", ["i32 %v", f"{GPTR} %p"], [f"store atomic i32 %v, {GPTR} %p seq_cst, align 4", "ret void"]))]
    if name == "GetElementPtr":
        return [("i32*", fn(GPTR, [f"{GPTR} %p", "i64 %i"], [f"%r = getelementptr i32, {GPTR} %p, i64 %i", f"ret {GPTR} %r"])),
                ("struct", fn("float addrspace(1)*", ["{ i32, float } addrspace(1)* %p"],
                              ["%r = getelementptr inbounds { i32, float }, { i32, float } addrspace(1)* %p, i64 0, i32 1",
                               "ret float addrspace(1)* %r"])),
                ("vector of pointers", fn("<2 x i32 addrspace(1)*>", ["<2 x i32 addrspace(1)*> %p", "<2 x i64> %i"],
                                          ["%r = getelementptr i32, <2 x i32 addrspace(1)*> %p, <2 x i64> %i",
                                           "ret <2 x i32 addrspace(1)*> %r"]))]
    if name == "Fence":
        return [(o, fn("void", [], [f"fence {o}", "ret void"])) for o in ["seq_cst", "acquire", "release", "acq_rel"]] + [
            ("syncscope workgroup", fn("void", [], ['fence syncscope("workgroup") acquire', "ret void"]))]
    if name == "AtomicCmpXchg":
        return [(t, fn(f"{{ {t}, i1 }}", [f"{t} addrspace(1)* %p", f"{t} %a", f"{t} %b"],
                       [f"%r = cmpxchg {t} addrspace(1)* %p, {t} %a, {t} %b seq_cst seq_cst", f"ret {{ {t}, i1 }} %r"]))
                for t in ["i32", "i64"]]
    if name == "AtomicRMW":
        return [(f"{o} {t}", fn(t, [f"{t} addrspace(1)* %p", f"{t} %v"],
                                [f"%r = atomicrmw {o} {t} addrspace(1)* %p, {t} %v seq_cst", f"ret {t} %r"]))
                for o in RMW for t in (["float"] if o.startswith("f") else ["i32"])] + [
            ("add i64", fn("i64", ["i64 addrspace(1)* %p", "i64 %v"], ["%r = atomicrmw add i64 addrspace(1)* %p, i64 %v seq_cst", "ret i64 %r"]))]
    if name == "PHI":
        return [("i32", fn("i32", ["i1 %c", "i32 %a", "i32 %b"], ["br i1 %c, label %x, label %y", "x:", "br label %j",
                                                                  "y:", "br label %j", "j:", "%r = phi i32 [ %a, %x ], [ %b, %y ]",
                                                                  "ret i32 %r"]))]
    if name == "Call":
        return [("direct", fn("i32", ["i32 %a"], ["%r = call spir_func i32 @g(i32 %a)", "ret i32 %r"],
                              "declare spir_func i32 @g(i32)\n")),
                ("indirect", fn("i32", ["i32 (i32)* %f", "i32 %a"], ["%r = call spir_func i32 %f(i32 %a)", "ret i32 %r"])),
                ("inline asm", fn("i32", ["i32 %a"], ['%r = call i32 asm "nop", "=r,r"(i32 %a)', "ret i32 %r"])),
                ("vararg (not printf)", fn("i32", ["i32 %a"], ["%r = call spir_func i32 (i32, ...) @h(i32 %a, i32 %a)", "ret i32 %r"],
                                           "declare spir_func i32 @h(i32, ...)\n"))]
    if name == "VAArg":
        return [("i32", fn("i32", ["i8* %ap"], ["%r = va_arg i8* %ap, i32", "ret i32 %r"]))]
    if name == "ExtractElement":
        return [(f"{t} const index", fn(e, [f"{t} %v"], [f"%r = extractelement {t} %v, i32 1", f"ret {e} %r"]))
                for t, e in [("<4 x i32>", "i32"), ("<4 x float>", "float")]] + [
            ("<4 x i32> variable index", fn("i32", ["<4 x i32> %v", "i32 %i"], ["%r = extractelement <4 x i32> %v, i32 %i", "ret i32 %r"])),
            ("<1 x i32>", fn("i32", ["<1 x i32> %v"], ["%r = extractelement <1 x i32> %v, i32 0", "ret i32 %r"]))]
    if name == "InsertElement":
        return [("<4 x i32>", fn("<4 x i32>", ["<4 x i32> %v", "i32 %x"], ["%r = insertelement <4 x i32> %v, i32 %x, i32 1", "ret <4 x i32> %r"])),
                ("variable index", fn("<4 x i32>", ["<4 x i32> %v", "i32 %x", "i32 %i"],
                                      ["%r = insertelement <4 x i32> %v, i32 %x, i32 %i", "ret <4 x i32> %r"]))]
    if name == "ShuffleVector":
        return [("<4 x i32>", fn("<4 x i32>", ["<4 x i32> %a", "<4 x i32> %b"],
                                 ["%r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 undef>",
                                  "ret <4 x i32> %r"])),
                ("widening", fn("<8 x i32>", ["<4 x i32> %a", "<4 x i32> %b"],
                                ["%r = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>",
                                 "ret <8 x i32> %r"]))]
    if name == "ExtractValue":
        return [("struct", fn("float", ["{ i32, float } %s"], ["%r = extractvalue { i32, float } %s, 1", "ret float %r"])),
                ("array", fn("i32", ["[2 x i32] %s"], ["%r = extractvalue [2 x i32] %s, 1", "ret i32 %r"]))]
    if name == "InsertValue":
        return [("struct", fn("{ i32, float }", ["{ i32, float } %s", "float %x"],
                              ["%r = insertvalue { i32, float } %s, float %x, 1", "ret { i32, float } %r"]))]
    if name == "Freeze":
        return [(t, fn(t, [f"{t} %a"], [f"%r = freeze {t} %a", f"ret {t} %r"])) for t in ["i32", "float", "<4 x i32>"]]
    return []


# Instruction.def names that are no instruction of LLVM IR text: nothing to probe.
NOT_IN_IR = {"UserOp1": "internal to passes (Instruction.def: 'may be used internally in a pass'); "
                        "no IR syntax, so no input can contain it",
             "UserOp2": "internal to passes (Instruction.def: 'may be used internally in a pass'); "
                        "no IR syntax, so no input can contain it"}


# Per opcode: the probe's own instructions around the one probed, and ("+Op") the structural
# instructions that are the construct probed.
SCAFFOLD = {"PHI": ("OpBranch", "OpBranchConditional"), "Alloca": ("OpStore",),
            "Ret": ("+OpReturn", "+OpReturnValue")}


def probe_variants(work, section, name, variants):
    common.CURRENT = name
    row = {"section": section, "row": name, "test": "probe"}
    results, last_err = [], None
    for label, text in variants:
        res, err = common.probe_module(work, text, full=not results, scaffold=SCAFFOLD.get(name, ()))
        if res is None:
            last_err = err
            continue
        results.append((label, res))
    if not results:
        row.update(forward="unprobed", reverse="-", incumbent="-",
                   note="no variant passes LLVM's verifier: " + common.first_line(last_err or ""))
        return row
    label, first = results[0]
    row.update(forward=first["forward"], reverse=first["reverse"], incumbent=first["incumbent"],
               test=f"probe ({label})" if label else "probe")
    kind = first["forward"].split(":")[0]
    notes = [first["note"]] if first["note"] else []
    for l, r in results[1:]:
        k = r["forward"].split(":")[0]
        if k != kind or (k in ("refused", "invalid") and r["forward"] != first["forward"]):
            notes.append(f"{l}: {r['forward'][:100]}")
    row["note"] = "; ".join(notes)
    return row


def opcode_rows(work, names):
    out = []
    for name in names:
        if name in NOT_IN_IR:
            continue
        row = probe_variants(work, "llvm-opcode", name, opcode_variants(name))
        if name == "Call" and row["forward"].startswith("call: "):
            # The probe's call of a declared function: OpFunctionCall is the instruction itself.
            row["forward"] = "native: OpFunctionCall of " + row["forward"][len("call: "):]
        out.append(row)
    return out


# ---- linkage -------------------------------------------------------------------------------
LINKAGE_KEYWORD = {"ExternalLinkage": "", "AvailableExternallyLinkage": "available_externally",
                   "LinkOnceAnyLinkage": "linkonce", "LinkOnceODRLinkage": "linkonce_odr",
                   "WeakAnyLinkage": "weak", "WeakODRLinkage": "weak_odr", "AppendingLinkage": "appending",
                   "InternalLinkage": "internal", "PrivateLinkage": "private",
                   "ExternalWeakLinkage": "extern_weak", "CommonLinkage": "common"}


def linkage_variants(name):
    kw = LINKAGE_KEYWORD.get(name)
    if kw is None:
        return []
    user = ("define spir_kernel void @probe() {\n  %v = load i32, i32 addrspace(1)* @g\n"
            "  %w = call spir_func i32 @f(i32 %v)\n  store i32 %w, i32 addrspace(1)* @g\n  ret void\n}\n")
    if kw == "appending":
        g = f"@g0 = appending addrspace(1) global [1 x i32] [i32 7]\n@g = addrspace(1) global i32 0\n"
        f = "define spir_func i32 @f(i32 %x) {\n  ret i32 %x\n}\n"
    elif kw == "extern_weak":
        g = "@g = extern_weak addrspace(1) global i32\n"
        f = "declare extern_weak spir_func i32 @f(i32)\n"
    elif kw == "common":
        g = "@g = common addrspace(1) global i32 0, align 4\n"
        f = "define spir_func i32 @f(i32 %x) {\n  ret i32 %x\n}\n"
    else:
        g = f"@g = {kw} addrspace(1) global i32 0\n"
        f = f"define {kw} spir_func i32 @f(i32 %x) {{\n  ret i32 %x\n}}\n"
    return [(kw or "external", common.HEADER + g + f + user)]


def linkage_status(work, name):
    common.CURRENT = name
    row = {"section": "llvm-linkage", "row": name, "test": "probe"}
    for label, text in linkage_variants(name):
        res, err = common.probe_module(work, text)
        if res is None:
            row.update(forward="unprobed", reverse="-", incumbent="-", note="verifier: " + common.first_line(err))
            return row
        dis = res.pop("dis", "")
        if res["forward"].startswith(("refused", "crash", "invalid")):
            row.update(res)
            return row
        links = re.findall(r"OpDecorate %(\w+) LinkageAttributes \"\w+\" (\w+)", dis)
        what = ", ".join(f"@{n}: {t}" for n, t in links) or "no LinkageAttributes (module-local)"
        row.update(forward="native: " + what, reverse=res["reverse"], incumbent=res["incumbent"],
                   test=f"probe ({label})", note=res["note"])
        return row
    row.update(forward="unprobed", note="no template")
    return row


# ---- calling conventions -------------------------------------------------------------------
def callconv_status(work, name, number):
    if number == "76":  # SPIR_KERNEL: the function is a kernel
        text = common.HEADER + "define spir_kernel void @probe(i32 addrspace(1)* %p) {\n  ret void\n}\n"
    else:
        text = (common.HEADER + f"define cc {number} void @f(i32 addrspace(1)* %p) {{\n  store i32 1, i32 addrspace(1)* %p\n"
                f"  ret void\n}}\ndefine spir_kernel void @probe(i32 addrspace(1)* %p) {{\n"
                f"  call cc {number} void @f(i32 addrspace(1)* %p)\n  ret void\n}}\n")
    row = {"section": "llvm-callconv", "row": name, "test": f"probe (cc {number})"}
    res, err = common.probe_module(work, text)
    if res is None:
        # The convention has rules of its own (X86_INTR: a byval parameter); the forward reads
        # the convention, not them, so the module is translated unverified.
        res, _ = common.probe_module(work, text, unverified=True)
        if res is not None:
            res["note"] = "the probe module fails LLVM's verifier (" + common.first_line(err).replace(
                "/usr/bin/llvm-as-14: assembly parsed, but does not verify as correct! ", "") + "): translated unverified"
    if res is None:
        row.update(forward="unprobed", reverse="-", incumbent="-", note="verifier: " + common.first_line(err))
        return row
    dis = res.pop("dis", "")
    fwd = res["forward"]
    if not fwd.startswith(("refused", "crash", "invalid")):
        entry = re.search(r"OpEntryPoint Kernel %(\w+)", dis)
        if number == "76":
            fwd = "native: OpEntryPoint Kernel" if entry else "dropped: no entry point"
        elif number == "75":
            fwd = "native: OpFunction"
        else:
            fwd = "dropped: translated as a spir_func function"
    row.update(forward=fwd, reverse=res["reverse"], incumbent=res["incumbent"], note=res["note"])
    return row
