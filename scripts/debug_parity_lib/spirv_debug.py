"""The debug instructions of a SPIR-V binary, normalized for comparison (scripts/debug-parity).

A small reader of the binary form (not spirv-dis: it refuses llvm-spirv's "SPIRV.debug" import
name): each OpExtInst of a debug set becomes one line, its name and operands, where an id operand
is written as what it names (an OpString's text, a constant's value, a type's opcode and literals,
another debug instruction as its name and operands one level deep, any other value as its opcode
and OpName) so that two modules with different id numbering compare equal line by line.
"""
import json
import re
import os
import struct

GRAMMARS = {
    "OpenCL.DebugInfo.100": "/usr/include/spirv/unified1/extinst.opencl.debuginfo.100.grammar.json",
    "DebugInfo": "/usr/include/spirv/unified1/extinst.debuginfo.grammar.json",
    # llvm-spirv's own name for its older set, numbered as OpenCL.DebugInfo.100.
    "SPIRV.debug": "/usr/include/spirv/unified1/extinst.opencl.debuginfo.100.grammar.json",
    "NonSemantic.Shader.DebugInfo.100":
        "/usr/include/spirv/unified1/extinst.nonsemantic.shader.debuginfo.100.grammar.json",
    "NonSemantic.Shader.DebugInfo.200": os.path.join(
        os.path.dirname(__file__), "..", "..", "xtask",
        "extinst.nonsemantic.shader.debuginfo.200.grammar.json"),
}
_grammar_cache = {}

# Core opcodes this reader looks at.
OP_NAME, OP_STRING, OP_EXTINSTIMPORT, OP_EXTINST = 5, 7, 11, 12
OP_CONSTANT_TRUE, OP_CONSTANT_FALSE, OP_CONSTANT, OP_CONSTANT_NULL = 41, 42, 43, 46
OP_UNDEF = 1
CORE_NAMES = {
    19: "OpTypeVoid", 20: "OpTypeBool", 21: "OpTypeInt", 22: "OpTypeFloat", 23: "OpTypeVector",
    28: "OpTypeArray", 30: "OpTypeStruct", 32: "OpTypePointer", 33: "OpTypeFunction",
    54: "OpFunction", 55: "OpFunctionParameter", 59: "OpVariable", 61: "OpLoad", 1: "OpUndef",
    44: "OpConstantComposite", 46: "OpConstantNull", 41: "OpConstantTrue", 42: "OpConstantFalse",
    43: "OpConstant",
}


_core = None


def _core_shape(op):
    """2: result type and result id; 1: result id only; 0: no result."""
    global _core
    if _core is None:
        g = json.load(open("/usr/include/spirv/unified1/spirv.core.grammar.json"))
        _core = {}
        for i in g["instructions"]:
            kinds = [o["kind"] for o in i.get("operands", [])[:2]]
            _core[i["opcode"]] = 2 if kinds[:2] == ["IdResultType", "IdResult"] else \
                1 if kinds[:1] == ["IdResult"] else 0
    return _core.get(op, 0)


def grammar(set_name):
    if set_name not in _grammar_cache:
        path = GRAMMARS.get(set_name)
        table = None
        if path and os.path.exists(path):
            g = json.load(open(path))
            enums = {}
            for k in g.get("operand_kinds", []):
                enums[k["kind"]] = {e["value"]: e["enumerant"] for e in k.get("enumerants", [])
                                    if isinstance(e["value"], int)}
            table = ({i["opcode"]: (i["opname"], i.get("operands", [])) for i in g["instructions"]},
                     enums)
        _grammar_cache[set_name] = table
    return _grammar_cache[set_name]


def _string(words):
    raw = b"".join(struct.pack("<I", w) for w in words)
    return raw.split(b"\0", 1)[0].decode("utf-8", "replace")


class Module:
    def __init__(self, path):
        data = open(path, "rb").read()
        n = len(data) // 4
        words = list(struct.unpack("<%dI" % n, data[:n * 4]))
        if words[0] != 0x07230203:
            words = list(struct.unpack(">%dI" % n, data[:n * 4]))
        self.defs = {}      # id -> (opcode, operands after result id)
        self.names = {}
        self.strings = {}
        self.sets = {}      # id -> set name
        self.debug = []     # (id or None, set, inst number, operands)
        i = 5
        while i < n:
            wc, op = words[i] >> 16, words[i] & 0xFFFF
            if wc == 0:
                break
            ops = words[i + 1:i + wc]
            i += wc
            if op == OP_NAME:
                self.names[ops[0]] = _string(ops[1:])
            elif op == OP_STRING:
                self.strings[ops[0]] = _string(ops[1:])
            elif op == OP_EXTINSTIMPORT:
                self.sets[ops[0]] = _string(ops[1:])
            elif op == OP_EXTINST:
                self.defs[ops[1]] = (op, ops)
                if self.sets.get(ops[2]) in GRAMMARS:
                    self.debug.append((ops[1], ops[2], ops[3], ops[4:]))
            else:
                shape = _core_shape(op)
                if shape == 2 and len(ops) >= 2:
                    self.defs[ops[1]] = (op, ops)
                elif shape == 1 and ops:
                    self.defs[ops[0]] = (op, ops)

    def debug_set_names(self):
        return sorted({self.sets[s] for (_, s, _, _) in self.debug})

    def inst_name(self, set_id, number):
        g = grammar(self.sets[set_id])
        if g and number in g[0]:
            return g[0][number][0]
        return "Inst%d" % number

    def operand_kinds(self, set_id, number, count):
        g = grammar(self.sets[set_id])
        kinds = []
        if g and number in g[0]:
            spec = g[0][number][1]
            for k in range(count):
                if k < len(spec):
                    kinds.append(spec[k]["kind"])
                elif spec and spec[-1].get("quantifier") == "*":
                    kinds.append(spec[-1]["kind"])
                else:
                    kinds.append(None)
        else:
            kinds = [None] * count
        return kinds

    def render_id(self, v, depth):
        if v in self.strings:
            return json.dumps(self.strings[v])
        d = self.defs.get(v)
        if d is None:
            return "?%s" % ("fwd" if depth >= 0 else "")
        op, ops = d
        if op == OP_EXTINST:
            set_id, number = ops[2], ops[3]
            if set_id in self.sets and self.sets[set_id] in GRAMMARS:
                name = self.inst_name(set_id, number)
                first = ops[4] if len(ops) > 4 else None
                first_is_id = self.operand_kinds(set_id, number, 1)[0] == "IdRef"
                if first_is_id and first in self.strings:
                    # A named node (a source by its path) stands for itself by its name: a
                    # difference in its other operands shows on its own line, not on every
                    # line that refers to it.
                    return "%s[%s]" % (name, json.dumps(self.strings[first]))
                if depth < 0 or name not in ("DebugOperation", "DebugExpression", "DebugInfoNone"):
                    # So does an unnamed one (by its kind alone), except an expression and
                    # its operations, which are written in full.
                    return name
                return "%s(%s)" % (name, self.render_operands(set_id, number, ops[4:], depth - 1))
            return "OpExtInst:%s:%d" % (self.sets.get(set_id, "?"), number)
        if op == OP_CONSTANT:
            return "c%s" % ("/".join(str(w) for w in ops[2:]))
        if op in (OP_CONSTANT_TRUE, OP_CONSTANT_FALSE):
            return "c%s" % ("true" if op == OP_CONSTANT_TRUE else "false")
        if op == OP_CONSTANT_NULL:
            return "cnull"
        name = CORE_NAMES.get(op, "Op%d" % op)
        if 19 <= op <= 39:
            lits = [str(w) for w in ops[1:] if w not in self.defs]
            return "%s%s" % (name, ("<" + ",".join(lits) + ">") if lits and op in (21, 22) else "")
        nm = self.names.get(v)
        return name + ("[%s]" % nm if nm is not None else "")

    def render_operands(self, set_id, number, operands, depth):
        kinds = self.operand_kinds(set_id, number, len(operands))
        enums = (grammar(self.sets[set_id]) or ({}, {}))[1]
        out = []
        pair = None
        for k, (w, kind) in enumerate(zip(operands, kinds)):
            if kind and kind.startswith("Pair"):
                # Pairs (DebugTypeEnum's Value, Name): PairIdRefIdRef, PairLiteralIntegerIdRef...
                pair = k if pair is None else pair
                halves = re.findall(r"IdRef|LiteralInteger", kind[4:])
                kind = halves[(k - pair) % 2] if len(halves) == 2 else None
            is_id = kind == "IdRef" or (kind is None and (w in self.defs or w in self.strings))
            if is_id:
                out.append(self.render_id(w, depth))
            elif kind in enums and kind != "DebugInfoFlags" and w in enums[kind]:
                out.append(enums[kind][w])
            else:
                out.append(str(w))
        return ", ".join(out)

    def lines(self):
        """One normalized line per debug instruction."""
        out = []
        for (_, set_id, number, operands) in self.debug:
            name = self.inst_name(set_id, number)
            out.append("%s(%s)" % (name, self.render_operands(set_id, number, operands, 0)))
        return out
