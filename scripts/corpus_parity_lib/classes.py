"""Differences between two shapes, grouped into classes (scripts/corpus-parity).

A class is a difference with the names of what it is about taken out (a function or global name
becomes @*, a number N, a quoted name "*"; called functions keep their mangled names, they are the
meaning), so that one cause found in many modules is one class. Three kinds:
  +X  only ours has X          -X  only the incumbent has X
  ~X: ours «a» incumbent «b»   the same target (the same name, the same position in a function)
                               with other operands; «a»/«b» are the tokens that differ.
"""
import collections
import difflib
import re

NAME = re.compile(r'@(?:"[^"]*"|[\w.$-]+)')
NUMBER = re.compile(r'(?<![\w%.#$])-?(?:0x[0-9a-fA-F.]+(?:p[-+]?\d+)?|\d+(?:\.\d+)?(?:e[-+]?\d+)?)(?![\w.])')
QUOTED = re.compile(r'"[^"]*"')
TOKEN = re.compile(r'"[^"]*"|[^\s,(){}<>\[\]]+|[(){}<>\[\],]')
PAIR_KEY = re.compile(r" = | header |: | interface ")
MAX_CLASS = 220
LOC_SEP = "\t@ "  # spirv_shape.LOC_SEP: an instruction line, then its debug location


# The memset helper functions the translators add (src/mapping/memset_helpers.rs: ours and
# llvm-spirv's): their names keep whose helper they are, their types taken out, so that a
# difference about a helper is not one class with the same difference about a user's function.
# So are llvm-spirv's funnel-shift and byte-swap helpers (spirv.llvm_fshl_i32,
# spirv.llvm_bswap_i16: llvm.fshl/fshr/bswap as a function).
HELPER = re.compile(r'@(llvm_spirv_rs\.memset\.|spirv\.llvm_memset_)p\d+i8[._]i\d+(\.volatile)?$'
                    r'|@(spirv\.llvm_(?:fsh[lr]|bswap)_)\w+$')
# A call of such a helper in an instruction line (its kind), and the instructions ours writes
# for the intrinsic in its place (src/llvm_to_spirv/intrinsics/mod.rs funnel_shift, bswap).
FSH_CALL = re.compile(r'OpFunctionCall @spirv\.llvm_(fsh[lr]|bswap)_\w+ ')
FSH_KIND = {"fshl": "funnel-shift", "fshr": "funnel-shift", "bswap": "bswap"}
FSH_OPS = {"OpUMod", "OpISub", "OpShiftLeftLogical", "OpShiftRightLogical", "OpBitwiseOr",
           "OpBitwiseAnd", "OpIEqual", "OpSelect"}
FSH_NAME = re.compile(r'^OpName OpFunctionCall (@spirv\.llvm_(?:fsh[lr]|bswap)_\w+) (%\S+ in @\S+) = (.*)$')
# Names kept in classes: the OpenCL printf (its declaration's attributes are about it), and the
# names LLVM's IRBuilder gives a vector splat it makes (.splatinsert, .splat).
KEEP_NAMES = {"@printf"}
KEEP_QUOTED = {'".splatinsert"', '".splat"'}


def _name(m):
    if m.group(0) in KEEP_NAMES:
        return m.group(0)
    h = HELPER.match(m.group(0))
    return f"@{h.group(1) or h.group(3)}*" if h else "@*"


def _quoted(m):
    return m.group(0) if m.group(0) in KEEP_QUOTED else '"*"'


def helper_tag(fn):
    """' @<helper>*' for a memset, funnel-shift or bswap helper function named fn, else ''."""
    h = HELPER.match("@" + fn)
    return f" @{h.group(1) or h.group(3)}*" if h else ""


def abstract(item, keep_names=False):
    """The class of an item: names (unless keep_names: called functions, quoted metadata
    strings) and numbers taken out; a memset helper's name keeps whose it is (HELPER)."""
    s = item if keep_names else QUOTED.sub(_quoted, NAME.sub(_name, item))
    return NUMBER.sub("N", s)[:MAX_CLASS]


def token_diff(a, b):
    ta, tb = TOKEN.findall(a), TOKEN.findall(b)
    parts = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if tag != "equal":
            parts.append(f"ours «{' '.join(ta[i1:i2])}» incumbent «{' '.join(tb[j1:j2])}»")
    return "; ".join(parts)[:MAX_CLASS]


def module_diff(prefix, ours, theirs, where):
    """Counter-valued module items -> [(class, example)]."""
    only_o = ours - theirs
    only_t = theirs - ours
    out = []
    # The name of an llvm.fshl/fshr/bswap: on the incumbent's call of its helper, on the
    # instruction that ends ours (OpSelect, OpBitwiseOr; the same name in the same function).
    for item in list(only_t.elements()):
        m = FSH_NAME.match(item)
        mine = m and next((f"OpName {o} {m.group(2)} = {m.group(3)}" for o in ("OpSelect", "OpBitwiseOr")
                           if only_o[f"OpName {o} {m.group(2)} = {m.group(3)}"] > 0), None)
        if mine:
            only_o[mine] -= 1
            only_t[item] -= 1
            out.append((f"{prefix}: ~OpName of an intrinsic: ours «{mine.split()[1]}» incumbent "
                        f"«OpFunctionCall {abstract(m.group(1))}»", f"{where}: {item[:300]}"))
    only_o, only_t = +only_o, +only_t
    by_key = collections.defaultdict(lambda: ([], []))
    for item, n in only_o.items():
        by_key[PAIR_KEY.split(item, 1)[0]][0].extend([item] * n)
    for item, n in only_t.items():
        by_key[PAIR_KEY.split(item, 1)[0]][1].extend([item] * n)
    for key, (lo, lt) in by_key.items():
        lo.sort()
        lt.sort()
        paired = min(len(lo), len(lt)) if PAIR_KEY.search(lo[0] if lo else lt[0]) else 0
        for a, b in zip(lo[:paired], lt[:paired]):
            out.append((f"{prefix}: ~{abstract(PAIR_KEY.split(a, 1)[0])}: {abstract(token_diff(a, b), True)}",
                        f"{where}: ours {a[:300]} / incumbent {b[:300]}"))
        for a in lo[paired:]:
            out.append((f"{prefix}: +{abstract(a)}", f"{where}: {a[:300]}"))
        for b in lt[paired:]:
            out.append((f"{prefix}: -{abstract(b)}", f"{where}: {b[:300]}"))
    return out


def opcode_of(line):
    m = re.search(r"\b(Op\w+(?: [\w.]+\.\w+)?)", line)
    return m.group(1) if m else line.split()[0] if line.split() else ""


def blocks(seq):
    """A function's lines as [header lines] and a list of blocks (each from its OpLabel)."""
    head, out = [], []
    for line in seq:
        if line.startswith("OpLabel"):
            out.append([line])
        elif out:
            out[-1].append(line)
        else:
            head.append(line)
    return head, [tuple(b) for b in out]


def inst_only(line):
    return line.partition(LOC_SEP)[0]


def only_a_branch(block):
    """A block of nothing but its label and an unconditional branch (debug locations aside),
    or of these and two or more OpLoopMerges (stray_merges)."""
    ops = [opcode_of(inst_only(x)) for x in block]
    return ops == ["OpLabel", "OpBranch"] or bool(stray_merges(block))


def stray_merges(block):
    """The OpLoopMerges of a block of a label, two or more OpLoopMerges and an unconditional
    branch: invalid SPIR-V (a block has at most one merge instruction; spirv-val: "already a
    merge block for another header"), which llvm-spirv-14 writes in the exit block of some
    loops with loop metadata. Such a block is a block of one OpBranch, its merges extra
    OpLoopMerge differences."""
    ops = [opcode_of(inst_only(x)) for x in block]
    merges = ops[1:-1]
    ok = len(ops) >= 4 and ops[0] == "OpLabel" and ops[-1] == "OpBranch" \
        and all(o == "OpLoopMerge" for o in merges)
    return [inst_only(x) for x in block[1:-1]] if ok else []


def switch_edges(bs):
    """The ids (id()) of the blocks of one OpBranch that come right after a block ending in an
    OpSwitch, or after another such block: the edge blocks the forward gives switch cases that
    share a target (llvm-tests/switch-edges/phi-switch-edges.ll)."""
    out, prev_switch = set(), False
    for b in bs:
        if prev_switch and only_a_branch(b):
            out.add(id(b))
            continue
        prev_switch = bool(b) and opcode_of(inst_only(b[-1])) == "OpSwitch"
    return out


def sequence_diff(prefix, ours, theirs, where):
    """Two instruction sequences -> [(class, example)]. Blocks are matched by their
    instructions (debug locations aside): blocks both have, in another order, are one '~block
    order'; a block only one side has that is nothing but a branch is one '+/-block of one
    OpBranch'; the other unmatched blocks (and the function headers) are aligned instruction
    by instruction, a replaced instruction with the same opcode a ~ class by its differing
    tokens, the others + or -; an instruction both have, at another debug location, is a
    ~OpLine or ~DebugScope class (spirv_shape.Shape.functions)."""
    if ours == theirs:
        return []
    ho, bo = blocks(ours)
    ht, bt = blocks(theirs)
    key = lambda b: tuple(inst_only(x) for x in b)  # noqa: E731
    # Blocks equal with their debug locations are matched first, so that of several blocks
    # with the same instructions (a label and a branch) each finds its own counterpart
    # before the rest are matched by instructions alone.
    exact, pool = collections.defaultdict(list), collections.defaultdict(list)
    for k, b in enumerate(bt):
        exact[b].append(k)
    pairs, left = {}, []
    for i, b in enumerate(bo):
        hit = exact.get(b)
        if hit:
            pairs[i] = hit.pop(0)
        else:
            left.append(i)
    taken = set(pairs.values())
    for k, b in enumerate(bt):
        if k not in taken:
            pool[key(b)].append(k)
    rest_o = []
    for i in left:
        hit = pool.get(key(bo[i]))
        if hit:
            pairs[i] = hit.pop(0)
    matched = [(b, pairs[i]) for i, b in enumerate(bo) if i in pairs]
    rest_o = [b for i, b in enumerate(bo) if i not in pairs]
    used = {k for _, k in matched}
    rest_t = [b for k, b in enumerate(bt) if k not in used]
    out = []
    if [k for _, k in matched] != sorted(k for _, k in matched):
        out.append((f"{prefix}: ~block order", where))
    for b, k in matched:
        for a, c in zip(b, bt[k]):
            out += location_diff(prefix, a, c, where)
    # (Ours only: the incumbent writes no such edge blocks.)
    edges = switch_edges(bo)
    for side, rest in (("+", rest_o), ("-", rest_t)):
        for b in [b for b in rest if only_a_branch(b)]:
            what = " after an OpSwitch" if side == "+" and id(b) in edges else ""
            out.append((f"{prefix}: {side}block of one OpBranch{what}", f"{where}: {inst_only(b[0])}"))
            for m in stray_merges(b):
                out.append((f"{prefix}: {side}{abstract(m)}", f"{where}: {m}"))
    lo = list(ho) + [x for b in rest_o if not only_a_branch(b) for x in b]
    lt = list(ht) + [x for b in rest_t if not only_a_branch(b) for x in b]
    return out + instruction_diff(prefix, lo, lt, where)


def instruction_diff(prefix, ours, theirs, where):
    """Two instruction sequences aligned instruction by instruction (see sequence_diff)."""
    out = []
    io, it = [inst_only(x) for x in ours], [inst_only(x) for x in theirs]
    sm = difflib.SequenceMatcher(None, io, it, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            for a, b in zip(ours[i1:i2], theirs[j1:j2]):
                out += location_diff(prefix, a, b, where)
            continue
        lo, lt = io[i1:i2], it[j1:j2]
        rest_t = list(lt)
        # Ours's inline funnel shift where the incumbent calls its helper.
        kinds = {FSH_KIND[m.group(1)] for m in map(FSH_CALL.search, lt) if m}
        fsh = f" (in place of a {kinds.pop()} helper call)" if len(kinds) == 1 else ""
        for a in lo:
            op = opcode_of(a)
            match = next((b for b in rest_t if opcode_of(b) == op), None)
            if match is not None:
                rest_t.remove(match)
                out.append((f"{prefix}: ~{op}: {abstract(token_diff(a, match), True)}",
                            f"{where}: ours {a[:200]} / incumbent {match[:200]}"))
            else:
                tag = fsh if op in FSH_OPS else ""
                out.append((f"{prefix}: +{abstract(a, True)}{tag}", f"{where}: {a[:300]}"))
        for b in rest_t:
            out.append((f"{prefix}: -{abstract(b, True)}", f"{where}: {b[:300]}"))
    return out


def location_diff(prefix, a, b, where):
    """One instruction both have -> [(class, example)] for each part of its debug location
    (the OpLine in force, the DebugScope in force) that differs."""
    inst, *la = a.split(LOC_SEP)
    _, *lb = b.split(LOC_SEP)
    out = []
    for kind, x, y in zip(("OpLine", "DebugScope"), la, lb):
        if x != y:
            out.append((f"{prefix}: ~{kind}: ours «{abstract(x, True)}» incumbent «{abstract(y, True)}»",
                        f"{where}: {inst[:200]}: ours «{x}» incumbent «{y}»"))
    return out


def counter_diff(prefix, ours, theirs, where):
    """Two multisets (a function's calls and opcodes) -> [(class, example)]."""
    out = []
    for k in set(ours) | set(theirs):
        d = ours[k] - theirs[k]
        for _ in range(abs(d)):
            out.append((f"{prefix}: {'+' if d > 0 else '-'}{abstract(k, True)}", f"{where}: {k[:300]}"))
    return out


def load_explained(path):
    """[(class regex, reason)] of a tab-separated table (# comments)."""
    rows = []
    for n, line in enumerate(open(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 2 or not parts[1].strip():
            raise SystemExit(f"{path}:{n}: want a class regex and a reason, tab-separated")
        rows.append((re.compile(parts[0]), parts[1]))
    return rows


def reason(rows, cls):
    for rx, why in rows:
        if rx.search(cls):
            return why
    return None
