"""The SPIR-V rows. Forward: whether our forward produces the construct, shown by a module it
wrote (the LLVM probes' outputs and the forward outputs of every llvm-tests input). Reverse: a
module holding the construct that `-r` reads (those outputs, the spirv-tests inputs, and a sample
of the incumbent's SPIR-V of the real corpus); for constructs no such module holds, a module
generated from the grammar entry (its operands filled by kind) is given to `-r`."""
import glob, os, re

from . import common

SECTION_OF_OP = {"spirv-instruction", "spirv-type"}


def items(dis):
    """(section, name) of every construct in a spirv-dis text."""
    out = set()
    for line in dis.splitlines():
        m = common.INST.match(line)
        if not m:
            continue
        _, opcode, rest = m.groups()
        out.add(("op", opcode))
        words = rest.split()
        if opcode in ("OpDecorate", "OpMemberDecorate", "OpDecorateId", "OpDecorateString",
                      "OpMemberDecorateString") and words:
            i = 2 if opcode.startswith("OpMember") else 1
            if len(words) > i:
                out.add(("spirv-decoration", words[i]))
                if words[i] == "BuiltIn" and len(words) > i + 1:
                    out.add(("spirv-builtin", words[i + 1]))
        elif opcode in ("OpExecutionMode", "OpExecutionModeId") and len(words) > 1:
            out.add(("spirv-execution-mode", words[1]))
        elif opcode == "OpTypePointer" and words:
            out.add(("spirv-storage-class", words[0]))
        elif opcode == "OpVariable" and len(words) > 1:
            out.add(("spirv-storage-class", words[1]))
        elif opcode in ("OpGroupDecorate",):
            pass
    return out


class Evidence:
    def __init__(self):
        self.forward = {}  # (section, name) → test
        self.reverse = {}

    def add(self, dis, test, forward, reverse_ok):
        self.add_items(items(dis), test, forward, reverse_ok)

    def add_items(self, found, test, forward, reverse_ok):
        for it in found:
            it = tuple(it)
            if forward:
                self.forward.setdefault(it, test)
            if reverse_ok:
                self.reverse.setdefault(it, test)


def lit_bitcode(work, path):
    """The bitcode a lit test's first RUN line makes of its input, or None."""
    with open(path, errors="replace") as f:
        runs = [l.split("RUN:", 1)[1].strip() for l in f if "RUN:" in l]
    # The RUN-line macros of tests/lit.rs begin with this clang command (forward: its argument
    # is the OpenCL C version, default CL2.0; roundtrip: always CL2.0).
    clang = ("%clang_cc1 -triple spir64 -cl-std={} -finclude-default-header -emit-llvm-bc %s "
             "-o %t.bc")
    runs = [re.sub(r"^%\{builtins-(forward|roundtrip)(?::([^}]*))?\}$",
                   lambda m: clang.format(m.group(2) if m.group(1) == "forward" and m.group(2)
                                          else "CL2.0"), cmd)
            for cmd in runs]
    for cmd in runs:
        if "%t.bc" not in cmd or "-o %t.bc" not in cmd:
            continue
        if "|" in cmd:
            continue
        work.n += 1
        out = work.path(f"lit{work.n}.bc")
        cmd = (cmd.replace("%clang_cc1", "clang-14 -cc1").replace("%s", path).replace("%t.bc", out)
               .replace("llvm-as ", "llvm-as-14 ").replace("%S", os.path.dirname(path)))
        if cmd.startswith("clang-14 -cc1") or cmd.startswith("llvm-as-14"):
            code, _, _ = common.run(["sh", "-c", cmd], timeout=60)
            return out if code == 0 else None
        return None
    return None


def collect(work, probe_outputs):
    ev = Evidence()
    for found, test, reverse_ok in probe_outputs:
        ev.add_items(found, test, True, reverse_ok)
    root = common.ROOT
    for path in sorted(glob.glob(os.path.join(root, "llvm-tests/**/*.ll"), recursive=True) +
                       glob.glob(os.path.join(root, "llvm-tests/**/*.cl"), recursive=True)):
        if "/Inputs/" in path:
            continue
        bc = lit_bitcode(work, path)
        if not bc:
            continue
        spv, _ = common.forward(bc, "+all")
        if not spv:
            continue
        test = os.path.relpath(path, root)
        ev.add(common.disassemble(spv), test, True, common.reverse(spv) == "ok")
    for path in sorted(glob.glob(os.path.join(root, "spirv-tests/**/*.spt"), recursive=True) +
                       glob.glob(os.path.join(root, "spirv-tests/**/*.spvasm"), recursive=True)):
        if "/errors/" in path or "/fuzz/" in path:
            continue
        work.n += 1
        spv = work.path(f"st{work.n}.spv")
        if path.endswith(".spt"):
            code, _, _ = common.run([common.OURS, "-to-binary", path, "-o", spv])
        else:
            code, _, _ = common.run([common.SPIRV_AS, "--target-env", "spv1.4", path, "-o", spv])
        if code != 0:
            continue
        ev.add(common.disassemble(spv), os.path.relpath(path, root), False, common.reverse(spv) == "ok")
    corpus = sorted(glob.glob("/work/corpus/spv/**/*.spv", recursive=True))
    for spv in corpus[::8]:
        if os.path.getsize(spv) > 1 << 20:
            continue
        ev.add(common.disassemble(spv), "corpus:" + os.path.relpath(spv, "/work/corpus/spv"), False,
               common.reverse_to(spv, work.path("corpus.bc")) == "ok")
    return ev


# ---- generated reverse probes ----------------------------------------------------------------
PRELUDE = """OpCapability Addresses
OpCapability Linkage
OpCapability Kernel
OpCapability Int64
{caps}{exts}OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %kernel "kernel" {interface}
{modes}{decorations}%void = OpTypeVoid
%int = OpTypeInt 32 0
%long = OpTypeInt 64 0
%float = OpTypeFloat 32
%bool = OpTypeBool
%v3long = OpTypeVector %long 3
%c0 = OpConstant %int 0
%c1 = OpConstant %int 1
%c2 = OpConstant %int 2
%c4 = OpConstant %int 4
%ptr_cw = OpTypePointer CrossWorkgroup %int
%fnty = OpTypeFunction %void
{types}%kernel = OpFunction %void None %fnty
%entry = OpLabel
{body}OpReturn
OpFunctionEnd
"""

ENUM_DEFAULT = {"FPRoundingMode": "RTE", "FunctionParameterAttribute": "NoAlias", "LinkageType": "Export",
                "AccessQualifier": "ReadOnly", "BuiltIn": "GlobalInvocationId", "Scope": "Workgroup",
                "StorageClass": "CrossWorkgroup", "Dim": "2D", "ImageFormat": "Unknown",
                "SamplerAddressingMode": "None", "SamplerFilterMode": "Nearest", "GroupOperation": "Reduce",
                "FPDenormMode": "Preserve", "FPOperationMode": "IEEE", "MemorySemantics": "None",
                "MemoryAccess": "None", "Decoration": "Constant", "ExecutionMode": "ContractionOff",
                "OverflowModes": "WRAP", "QuantizationModes": "TRN", "KernelEnqueueFlags": "NoWait",
                "ImageOperands": "None", "LoopControl": "None", "FunctionControl": "None",
                "SelectionControl": "None", "PackedVectorFormat": "PackedVectorFormat4x8Bit",
                "ImageChannelOrder": "R", "ImageChannelDataType": "UnsignedInt8", "SourceLanguage": "OpenCL_C",
                "ExecutionModel": "Kernel", "AddressingModel": "Physical64", "MemoryModel": "OpenCL",
                "Capability": "Kernel", "KernelProfilingInfo": "None", "FPFastMathMode": "None"}


BUILTIN_TYPE = {**{b: "%long" for b in ("GlobalLinearId", "LocalInvocationIndex")},
                **{b: "%int" for b in ("WorkDim", "SubgroupSize", "SubgroupMaxSize", "NumSubgroups",
                                       "NumEnqueuedSubgroups", "SubgroupId", "SubgroupLocalInvocationId",
                                       "CoreIDARM", "CoreCountARM", "CoreMaxIDARM", "WarpIDARM",
                                       "WarpMaxIDARM", "DeviceIndex", "SubDeviceIDINTEL",
                                       "GlobalHWThreadIDINTEL", "Layer", "ViewportIndex")},
                **{b: "%v4int" for b in ("SubgroupEqMask", "SubgroupGeMask", "SubgroupGtMask",
                                         "SubgroupLeMask", "SubgroupLtMask")}}


def operand_text(kind, first_id, what):
    kind = re.sub(r"(One|Optional|Many)$", "", kind)
    if kind in ("IdResultType",):
        return "%int"
    if kind == "IdResult":
        return None
    if kind in ("IdRef",):
        return "%c1" if not first_id else first_id
    if kind in ("IdScope",):
        return "%c2"
    if kind in ("IdMemorySemantics",):
        return "%c0"
    if kind.startswith("Literal"):
        return '"x"' if kind == "LiteralString" else "1"
    if kind.startswith("Pair"):
        return "%c1 1"
    return ENUM_DEFAULT.get(kind, "None")


def parse_detail(detail):
    out = {}
    for part in detail.split(" "):
        if "=" in part:
            k, v = part.split("=", 1)
            out[k] = v
    return out


def capability_lines(info):
    caps = [c for c in info.get("caps", "").split("|") if c][:1]
    exts = [e for e in info.get("exts", "").split("|") if e][:1]
    return ("".join(f"OpCapability {c}\n" for c in caps), "".join(f'OpExtension "{e}"\n' for e in exts))


def generated_module(section, name, info):
    caps, exts = capability_lines(info)
    parts = dict(caps=caps, exts=exts, interface="", modes="", decorations="", types="", body="")
    params = [p for p in info.get("parameters", "").split(",") if p]
    ptext = " ".join(operand_text(p, None, name) or "" for p in params)
    if section == "spirv-decoration":
        parts["decorations"] = f"OpDecorate %gv {name} {ptext}\n"
        parts["types"] = "%gv = OpVariable %ptr_cw CrossWorkgroup\n"
    elif section == "spirv-execution-mode":
        id_mode = any(p.startswith("IdRef") for p in params)
        parts["modes"] = f"OpExecutionMode{'Id' if id_mode else ''} %kernel {name} {ptext}\n"
    elif section == "spirv-storage-class":
        if name == "Function":
            parts["types"] = "%ptr_fn = OpTypePointer Function %int\n"
            parts["body"] = ""
            parts["body"] = "%v = OpVariable %ptr_fn Function\n"
            return PRELUDE.format(**parts).replace("%entry = OpLabel\n", "%entry = OpLabel\n%v = OpVariable %ptr_fn Function\n", 1).replace("%v = OpVariable %ptr_fn Function\nOpReturn", "OpStore %v %c1\nOpReturn")
        parts["types"] = f"%ptr_sc = OpTypePointer {name} %int\n%gv = OpVariable %ptr_sc {name}\n"
        parts["interface"] = "%gv" if name == "Input" else ""
    elif section == "spirv-builtin":
        # The variable's type is the builtin's (OpenCL SPIR-V environment, "Built-in
        # variables"): size_t or 32-bit scalars, 4 x 32-bit masks, else 3 x size_t.
        ty = BUILTIN_TYPE.get(name, "%v3long")
        parts["decorations"] = f"OpDecorate %gv BuiltIn {name}\nOpDecorate %gv Constant\n"
        parts["types"] = (("%v4int = OpTypeVector %int 4\n" if ty == "%v4int" else "") +
                          f"%ptr_in = OpTypePointer Input {ty}\n%gv = OpVariable %ptr_in Input\n")
        parts["interface"] = "%gv"
        parts["body"] = f"%x = OpLoad {ty} %gv\n"
    elif section == "spirv-type":
        operands = [o for o in info.get("operands", "").split(",") if o]
        words = []
        ids = ["%int", "%c4", "%int"]
        for o in operands:
            if o.startswith("IdResult"):
                continue
            if o.endswith("Optional") or o.endswith("Many"):
                continue
            k = re.sub(r"(One)$", "", o)
            if k == "IdRef":
                words.append(ids.pop(0) if ids else "%int")
            else:
                words.append(operand_text(k, None, name))
        op = name
        if "IdResult" in info.get("operands", ""):
            decl = f"%probe_t = {op} {' '.join(words)}\n"
        else:  # a continuation of the type before it (OpTypeStructContinuedINTEL)
            decl = f"%probe_t = OpTypeStruct %int\n{op} {' '.join(words)}\n"
        parts["types"] = decl + "%probe_fnty = OpTypeFunction %void %probe_t\n"
        text = PRELUDE.format(**parts)
        return text + ("%f = OpFunction %void None %probe_fnty\n%f_p = OpFunctionParameter %probe_t\n"
                       "%f_entry = OpLabel\nOpReturn\nOpFunctionEnd\n")
    else:  # an instruction in a function body
        operands = [o for o in info.get("operands", "").split(",") if o]
        words, result = [], False
        for o in operands:
            k = re.sub(r"(One|Optional|Many)$", "", o)
            if o.endswith("Optional") or o.endswith("Many"):
                continue
            if k == "IdResult":
                result = True
                continue
            words.append(operand_text(k, None, name))
        line = ("%probe_r = " if result else "") + f"{name} {' '.join(words)}\n"
        parts["body"] = line
    return PRELUDE.format(**parts)


def probe_reverse(work, section, name, info):
    text = generated_module(section, name, info)
    work.n += 1
    src, spv = work.path(f"g{work.n}.spvasm"), work.path(f"g{work.n}.spv")
    with open(src, "w") as f:
        f.write(text)
    code, _, err = common.run([common.SPIRV_AS, "--target-env", "spv1.6", src, "-o", spv])
    if code != 0:
        # SPIRV-Tools 2022 lacks some Intel opcodes and operands the incumbent uses: our own
        # reader of the same syntax (from the grammar tables and their overlay) assembles those.
        code, _, err2 = common.run([common.OURS, "-to-binary", src, "-o", spv])
        if code != 0:
            # Our reader checks what the incumbent checks before translating: its refusal is
            # the reverse's (the module is the generated one, its types filled in by kind).
            return "refused: " + common.first_line(err2), \
                "generated module, which spirv-as cannot read (" + common.first_line(err) + ")"
    valid = common.validate(spv)
    rev = common.reverse(spv)
    rev = "handled" if rev == "ok" else rev
    return rev, "generated module" + (" (spirv-val: " + valid[:80] + ")" if valid else " (valid)")


def rows(work, spirv_rows, probe_outputs):
    ev = collect(work, probe_outputs)
    out = []
    for section, name, detail in spirv_rows:
        info = parse_detail(detail)
        names = [name] + [a for a in info.get("aliases", "").split("|") if a]
        key_sec = "op" if section in SECTION_OF_OP else section
        fwd_test = next((ev.forward[(key_sec, n)] for n in names if (key_sec, n) in ev.forward), None)
        rev_test = next((ev.reverse[(key_sec, n)] for n in names if (key_sec, n) in ev.reverse), None)
        row = {"section": section, "row": name, "incumbent": "-"}
        row["forward"] = "produced" if fwd_test else "not-produced"
        if rev_test:
            row["reverse"] = "handled"
            row["test"] = rev_test if not fwd_test or fwd_test == rev_test else f"{fwd_test}; -r {rev_test}"
            row["note"] = ""
        else:
            rev, note = probe_reverse(work, section, name, info)
            row["reverse"] = rev
            row["test"] = fwd_test or "-"
            row["note"] = note
        out.append(row)
    return out
