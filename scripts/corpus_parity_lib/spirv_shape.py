"""The shape of a SPIR-V module with its ids normalised away (scripts/corpus-parity, forward).

A module becomes
  - module items (a multiset of lines): capabilities, extensions, ext-inst imports, the memory
    model, entry points and execution modes, OpName and OpDecorate lines described by what they
    target, types and constants written structurally, global variables, OpSource / OpString /
    OpModuleProcessed, and the names of the debug instructions outside functions;
  - per function (by name) its instruction sequence, one line per instruction: the opcode (an
    OpExtInst as its set and instruction name), the result type and each operand written as
    what it is (a type or constant structurally, a function or global by name, a local value
    by its type, a literal as written).
Two modules that differ only in id numbering give the same shape.
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from coveragelib import common  # noqa: E402

TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
TYPE_OPS = {"OpTypeVoid", "OpTypeBool", "OpTypeInt", "OpTypeFloat", "OpTypeVector", "OpTypeMatrix",
            "OpTypeImage", "OpTypeSampler", "OpTypeSampledImage", "OpTypeArray",
            "OpTypeRuntimeArray", "OpTypeStruct", "OpTypeOpaque", "OpTypePointer", "OpTypeFunction",
            "OpTypeEvent", "OpTypeDeviceEvent", "OpTypeReserveId", "OpTypeQueue", "OpTypePipe",
            "OpTypePipeStorage", "OpTypeNamedBarrier", "OpTypeBufferSurfaceINTEL",
            "OpTypeTokenINTEL", "OpTypeJointMatrixINTEL"}
CONST_OPS = {"OpConstant", "OpConstantTrue", "OpConstantFalse", "OpConstantNull",
             "OpConstantComposite", "OpConstantSampler", "OpConstantPipeStorage", "OpUndef",
             "OpSpecConstant", "OpSpecConstantTrue", "OpSpecConstantFalse",
             "OpSpecConstantComposite", "OpSpecConstantOp", "OpConstantFunctionPointerINTEL"}
DECORATE_OPS = {"OpDecorate", "OpDecorateId", "OpDecorateString", "OpMemberDecorate",
                "OpMemberDecorateString", "OpGroupDecorate", "OpGroupMemberDecorate"}
MAX_SHAPE = 160
LOOP_SIMPLIFY_NAME = re.compile(r'(\.loopexit|\.preheader|\.backedge)\d*"$')
# Between an instruction line of Shape.functions() and its debug location (line, then scope).
LOC_SEP = "\t@ "
TERMINATORS = {"OpBranch", "OpBranchConditional", "OpSwitch", "OpReturn", "OpReturnValue",
               "OpKill", "OpUnreachable", "OpTerminateInvocation"}


def disassemble(spv, ours):
    """spirv-dis text with raw ids; our disassembler when spirv-dis cannot read the module."""
    code, out, _ = common.run([common.SPIRV_DIS, "--raw-id", spv], timeout=300)
    if code == 0:
        return out.decode("utf-8", "replace")
    code, out, _ = common.run([ours, "-to-text", "--spirv-asm", spv, "-o", "-"], timeout=300)
    return out.decode("utf-8", "replace") if code == 0 else None


def parse(text):
    """[(result id or None, opcode, [tokens])]."""
    out = []
    for line in text.splitlines():
        m = common.INST.match(line)
        if m:
            out.append((m.group(1), m.group(2), TOKEN.findall(m.group(3))))
    return out


class Shape:
    def __init__(self, text):
        self.insts = parse(text)
        m = re.search(r"^; Version: (\S+)", text, re.M)
        self.version = m.group(1) if m else "?"
        # The SPIR-V 1.4 image operands the module writes (SignExtend, ZeroExtend): a reason
        # for its version that module_items names when the other module has another version.
        self.version_needs = sorted({o for _rid, op, toks in self.insts if op.startswith("OpImage")
                                     for t in toks for o in t.split("|")
                                     if o in ("SignExtend", "ZeroExtend")})
        self.defs = {}                      # id -> (opcode, tokens)
        self.names = {}                     # id -> OpName text
        self.owner = {}                     # local id -> function name
        self.param_index = {}               # parameter id -> index
        self.globals = set()
        self.memo = {}
        for rid, op, toks in self.insts:
            if rid:
                self.defs[rid] = (op, toks)
            if op == "OpName" and len(toks) >= 2:
                self.names[toks[0]] = toks[1].strip('"')
        for rid, op, toks in self.insts:
            if op == "OpDecorate" and len(toks) >= 3 and toks[1] == "LinkageAttributes":
                self.names.setdefault(toks[0], toks[2].strip('"'))
            elif op == "OpEntryPoint" and len(toks) >= 3:
                # an entry point's wrapper has no name of its own
                self.names.setdefault(toks[1], "entry " + toks[2].strip('"'))
        fn, k = None, 0
        for rid, op, toks in self.insts:
            if op == "OpFunction":
                fn, k = self.fn_name(rid), 0
            elif op == "OpFunctionEnd":
                fn = None
            elif fn is not None and rid:
                self.owner[rid] = fn
                if op == "OpFunctionParameter":
                    self.param_index[rid] = k
                    k += 1
            elif fn is None and op == "OpVariable":
                self.globals.add(rid)

    def fn_name(self, fid):
        return self.names.get(fid, "fn" + fid)

    # -- what an id is -------------------------------------------------------------------------
    def type_shape(self, tid, depth=0):
        key = ("t", tid, depth > 3)
        if key in self.memo:
            return self.memo[key]
        d = self.defs.get(tid)
        if d is None:
            return "?" + tid
        op, toks = d
        if depth > 3:
            s = "struct " + self.names.get(tid, "") if op == "OpTypeStruct" else op[6:]
        elif op == "OpTypeInt":
            s = "i" + toks[0]
        elif op == "OpTypeFloat":
            s = "f" + toks[0]
        elif op == "OpTypeVoid":
            s = "void"
        elif op == "OpTypeBool":
            s = "bool"
        elif op == "OpTypeVector":
            s = f"<{toks[1]} x {self.type_shape(toks[0], depth + 1)}>"
        elif op == "OpTypeArray":
            s = f"[{self.value_shape(toks[1], depth + 1)} x {self.type_shape(toks[0], depth + 1)}]"
        elif op == "OpTypeRuntimeArray":
            s = f"[* x {self.type_shape(toks[0], depth + 1)}]"
        elif op == "OpTypePointer":
            s = f"{self.type_shape(toks[1], depth + 1)} {toks[0]}*"
        elif op == "OpTypeStruct":
            s = "{" + ", ".join(self.type_shape(t, depth + 1) for t in toks) + "}"
        elif op == "OpTypeFunction":
            s = f"{self.type_shape(toks[0], depth + 1)} (" + \
                ", ".join(self.type_shape(t, depth + 1) for t in toks[1:]) + ")"
        else:
            s = op[6:] + "".join(" " + (self.type_shape(t, depth + 1) if t.startswith("%") else t)
                                 for t in toks)
        self.memo[key] = s
        return s

    def value_shape(self, vid, depth=0):
        """A constant structurally, a function/global by name, another value by its type."""
        d = self.defs.get(vid)
        if d is None:
            return "?"
        op, toks = d
        if op in TYPE_OPS:
            return self.type_shape(vid, depth)
        if op == "OpString":
            return toks[0]
        if op == "OpExtInstImport":
            return toks[0]
        if op == "OpFunction":
            return "@" + self.fn_name(vid)
        if op == "OpLabel":
            return "label"
        if op in CONST_OPS:
            key = ("c", vid)
            if key not in self.memo:
                ty = self.type_shape(toks[0], depth + 1) if toks else ""
                rest = [self.value_shape(t, depth + 1) if t.startswith("%") else t for t in toks[1:]]
                name = {"OpConstant": "", "OpConstantComposite": ""}.get(op, op[2:])
                s = f"{ty} {name}{'{' + ', '.join(rest) + '}' if op.endswith('Composite') else ' '.join(rest)}"
                self.memo[key] = " ".join(s.split())[:MAX_SHAPE]
            return self.memo[key]
        if vid in self.globals:
            return "@" + self.names.get(vid, "global")
        ty = self.type_shape(toks[0], depth + 1) if toks and toks[0].startswith("%") else ""
        return "%" + ty

    def operand(self, tok):
        """An operand inside a function body: constants by type only (their values are in the
        module's constants), functions and globals by name, values by type."""
        if not tok.startswith("%"):
            return tok
        d = self.defs.get(tok)
        if d and d[0] in CONST_OPS:
            return "const " + (self.type_shape(d[1][0]) if d[1] else "")
        return self.value_shape(tok)

    def target(self, tid):
        """What an OpName/OpDecorate targets."""
        d = self.defs.get(tid)
        if d is None:
            return "?"
        op, toks = d
        if op == "OpFunction":
            return "function @" + self.fn_name(tid)
        if op == "OpFunctionParameter":
            return f"param {self.param_index.get(tid)} of @{self.owner.get(tid)}"
        if tid in self.globals:
            return "global @" + self.names.get(tid, "?")
        if op in TYPE_OPS:
            return "type " + self.type_shape(tid)
        if op == "OpDecorationGroup":
            return "decoration group"
        if tid in self.owner:
            # (A call of a funnel-shift or bswap helper names its callee: classes.FSH_NAME.)
            callee = self.fn_name(toks[1]) if op == "OpFunctionCall" and len(toks) > 1 else ""
            callee = f"@{callee} " if callee.startswith(("spirv.llvm_fshl_", "spirv.llvm_fshr_", "spirv.llvm_bswap_")) else ""
            return f"{op} {callee}{self.value_shape(tid)} in @{self.owner[tid]}"
        return op + " " + self.value_shape(tid)

    # -- the two halves of the shape ------------------------------------------------------------
    def module_items(self, other_version=None):
        """The module's items as a multiset. The version item names the 1.4 image operands
        (version_needs) when other_version (the other module's) differs."""
        needs = " for image operands " + " ".join(self.version_needs) \
            if self.version_needs and other_version not in (None, self.version) else ""
        items = collections.Counter({"version: " + self.version + needs: 1})
        entry = {}
        for rid, op, toks in self.insts:
            if op == "OpEntryPoint" and len(toks) >= 3:
                entry[toks[1]] = toks[2].strip('"')
        sets = {rid: toks[0].strip('"') for rid, op, toks in self.insts if op == "OpExtInstImport"}
        enum_values = self.enum_value_constants(sets)
        memset_flags = self.memset_flag_constants()
        in_function = False
        for rid, op, toks in self.insts:
            # (A function's instructions are compared by functions(), not counted here again.)
            if op in ("OpFunction", "OpFunctionEnd"):
                in_function = op == "OpFunction"
                continue
            if in_function or rid in self.owner:
                continue
            if op in ("OpCapability", "OpExtension", "OpMemoryModel", "OpSourceExtension",
                      "OpModuleProcessed"):
                items[f"{op} {' '.join(toks)}"] += 1
            elif op == "OpExtInstImport":
                items[f"OpExtInstImport {toks[0]}"] += 1
            elif op == "OpSource":
                # the source text itself (a file id) by what it is
                items["OpSource " + " ".join(self.value_shape(t) if t.startswith("%") else t[:60]
                                             for t in toks)] += 1
            elif op == "OpString":
                items["OpString " + toks[0][:MAX_SHAPE]] += 1
            elif op == "OpEntryPoint":
                items[f"OpEntryPoint {toks[0]} {toks[2]} interface " +
                      ", ".join(sorted(self.value_shape(t) for t in toks[3:]))] += 1
            elif op in ("OpExecutionMode", "OpExecutionModeId"):
                items[f"{op} {entry.get(toks[0], '@' + self.fn_name(toks[0]))} " +
                      " ".join(self.operand(t) for t in toks[1:])] += 1
            elif op == "OpName":
                # A block LLVM's LoopSimplify makes (a dedicated loop exit, a preheader, a
                # single back edge) is named for the block it stands before, with a suffix.
                made = LOOP_SIMPLIFY_NAME.search(toks[1]) \
                    if self.defs.get(toks[0], ("",))[0] == "OpLabel" else None
                items[f"OpName {self.target(toks[0])} = {toks[1]}" +
                      (f" (LoopSimplify {made.group(1)})" if made else "")] += 1
            elif op == "OpMemberName":
                items[f"OpMemberName {self.target(toks[0])} {toks[1]} = {toks[2]}"] += 1
            elif op in DECORATE_OPS:
                i = 2 if "Member" in op else 1
                lits = [self.value_shape(t) if t.startswith("%") else t for t in toks[i:]]
                member = f" member {toks[1]}" if "Member" in op else ""
                items[f"OpDecorate {self.target(toks[0])}{member}: {' '.join(lits)}"] += 1
            elif op in TYPE_OPS:
                items["type " + self.type_shape(rid)] += 1
            elif op in CONST_OPS:
                items["constant " + self.value_shape(rid) +
                      (" (DebugTypeEnum value)" if rid in enum_values else "") +
                      (" (volatile flag of spirv.llvm_memset_*)" if rid in memset_flags else "")] += 1
            elif op == "OpVariable":
                init = " = " + self.value_shape(toks[2]) if len(toks) > 2 else ""
                items[f"global @{self.names.get(rid, '?')}: {self.type_shape(toks[0])} {toks[1]}{init}"] += 1
            elif op == "OpExtInst" and len(toks) >= 3:
                # A DebugTypeVector of 1 or over 4 components is told apart: spirv-val takes
                # 2 to 4; ours writes a longer vector as an array of 1-component vectors.
                count = toks[4] if toks[2] == "DebugTypeVector" and len(toks) > 4 else ""
                size = " of 1 component" if count == "1" else \
                    " of over 4 components" if count.isdigit() and int(count) > 4 else ""
                items[f"ext-inst {sets.get(toks[1], toks[1])}.{toks[2]}{size}"] += 1
            elif op not in ("OpTypeForwardPointer", "OpDecorationGroup", "OpLine", "OpNoLine"):
                items[op] += 1
        return items

    def memset_flag_constants(self):
        """The constants whose only uses are as the fourth argument (the volatile flag) of a call
        of llvm-spirv's memset helper (spirv.llvm_memset_*: dest, value, length, isvolatile):
        one pass over the module."""
        flags, other = set(), set()
        for _rid, op, toks in self.insts:
            if op == "OpFunctionCall" and len(toks) == 6 \
                    and self.fn_name(toks[1]).startswith("spirv.llvm_memset_"):
                flags.add(toks[5])
                other.update(t for t in toks[:5] if t.startswith("%"))
            else:
                other.update(t for t in toks if t.startswith("%"))
        return flags - other

    def enum_value_constants(self, sets):
        """The constants whose only uses are as an enumerator's Value of a DebugTypeEnum (its
        operands after the eight fixed ones are Value, Name pairs; OpenCL.DebugInfo.100 and
        NonSemantic.Shader.DebugInfo.100 alike): one pass over the module."""
        values, other = set(), set()
        for _rid, op, toks in self.insts:
            if op == "OpExtInst" and len(toks) >= 3 and toks[2] == "DebugTypeEnum" \
                    and "DebugInfo" in sets.get(toks[1], ""):
                ops = toks[3:]
                for i, t in enumerate(ops):
                    (values if i >= 8 and (i - 8) % 2 == 0 else other).add(t)
            else:
                other.update(t for t in toks if t.startswith("%"))
        return values - other

    def functions(self):
        """{function name: [instruction lines]}. The debug-location instructions (OpLine,
        OpNoLine, DebugScope, DebugNoScope) are not lines of their own: each other instruction
        carries the location in force where it stands (LOC_SEP, then the line and the scope),
        so that one instruction written under another location is one ~location difference of
        that instruction (OpLine and DebugScope apply up to the next of their kind or the end
        of the block: SPIR-V OpLine, OpenCL.DebugInfo.100 DebugScope)."""
        sets = {rid: toks[0].strip('"') for rid, op, toks in self.insts if op == "OpExtInstImport"}
        out, cur = {}, None
        line_at, scope_at = "no line", "no scope"
        for rid, op, toks in self.insts:
            if op == "OpFunction":
                cur = out.setdefault(self.fn_name(rid), [])
                cur.append(f"OpFunction {self.type_shape(toks[0])} {toks[1]} {self.type_shape(toks[2])}")
                line_at, scope_at = "no line", "no scope"
                continue
            if cur is None:
                continue
            if op == "OpFunctionEnd":
                cur = None
                continue
            if op == "OpLine" and toks:
                line_at = "line file " + " ".join(toks[1:])  # one source file per module here
                continue
            if op == "OpNoLine":
                line_at = "no line"
                continue
            ext = sets.get(toks[1], "") + "." + toks[2] if op == "OpExtInst" and len(toks) >= 3 else ""
            if ext.endswith(".DebugScope"):
                scope_at = "scope " + self.ext_inst_name(toks[3] if len(toks) > 3 else "") + \
                    (" inlined" if len(toks) > 4 else "")
                continue
            if ext.endswith(".DebugNoScope"):
                scope_at = "no scope"
                continue
            if op == "OpLabel":
                line_at, scope_at = "no line", "no scope"
            ty = ""
            if rid and toks and op not in ("OpLabel",) and toks[0].startswith("%") and \
                    self.defs.get(toks[0], ("",))[0] in TYPE_OPS:
                ty, toks = self.type_shape(toks[0]) + " = ", toks[1:]
            if op == "OpExtInst" and len(toks) >= 2:
                line = f"{ty}OpExtInst {sets.get(toks[0], toks[0])}.{toks[1]} " + \
                    " ".join(self.operand(t) for t in toks[2:])
            else:
                line = f"{ty}{op} " + " ".join(self.operand(t) for t in toks)
            cur.append(line.strip() + LOC_SEP + line_at + LOC_SEP + scope_at)
            if op in TERMINATORS:
                line_at, scope_at = "no line", "no scope"
        return out

    def ext_inst_name(self, vid):
        """The instruction name of an OpExtInst result (a DebugScope's scope)."""
        d = self.defs.get(vid)
        return d[1][2] if d and d[0] == "OpExtInst" and len(d[1]) >= 4 else "?"
