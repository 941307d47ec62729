"""Why a program's DWARF differs after the round trip, when the debug-information set cannot
say what the original says.

    python3 causes.py ORIGINAL.bc ROUNDTRIP.bc DIFF

DIFF is dwarf_compare.py's output. For every variable or parameter whose DIE differs (in
DW_AT_location only), the original's llvm.dbg.value calls of that variable are read: one
whose expression has a DWARF operation with no DebugOperation encoding, or that takes an
argument list (!DIArgList), cannot be written in OpenCL.DebugInfo.100, and the forward writes
the variable's value there as unknown. Prints one line per cause found, each with the clause
of the specification that makes it a limit, and exits 0 when every differing line is
explained, 1 otherwise (printing what is not).
"""
import re
import subprocess
import sys

# OpenCL.DebugInfo.100, 3.6 "Debug Operations": the DWARF operations DebugOperation encodes
# (Deref 0, Plus 1, Minus 2, PlusUconst 3, BitPiece 4, Swap 5, Xderef 6, StackValue 7,
# Constu 8, Fragment 9).
ENCODED = {"DW_OP_deref", "DW_OP_plus", "DW_OP_minus", "DW_OP_plus_uconst", "DW_OP_bit_piece",
           "DW_OP_swap", "DW_OP_xderef", "DW_OP_stack_value", "DW_OP_constu",
           "DW_OP_LLVM_fragment"}
OPS_CLAUSE = ("OpenCL.DebugInfo.100 3.6 Debug Operations: DebugOperation has no encoding for %s")
ARGS_CLAUSE = ("OpenCL.DebugInfo.100 4.8 Local Variables: DebugValue takes one <id> Value (and "
               "Indexes), no list of values (!DIArgList, DW_OP_LLVM_arg)")
IMAGE_CLAUSE = ("SPIR-V OpImageQuerySizeLod answers every dimension at once: %s comes back as "
                "get_image_dim and an extraction (as llvm-spirv reads it); llc then keeps "
                "values elsewhere, and the locations of the function's variables differ")

DIE = re.compile(r'^[-+] (/\S*?)/DW_TAG_(?:variable|formal_parameter)\("([^"]*)"\): ')
SUB = re.compile(r'DW_TAG_subprogram\("([^"]*)"\)')


def dis(path):
    return subprocess.run(["llvm-dis-14", path, "-o", "-"], capture_output=True, text=True,
                          check=True).stdout


def variables(text):
    """DILocalVariable metadata id -> (name, subprogram name)."""
    nodes = dict(re.findall(r"^(![0-9]+) = (.*)$", text, re.M))
    out = {}
    for mid, body in nodes.items():
        m = re.match(r'!DILocalVariable\(name: "([^"]*)", (?:arg: \d+, )?scope: (![0-9]+)', body)
        if not m:
            continue
        scope, seen = m.group(2), set()
        while scope in nodes and scope not in seen:
            seen.add(scope)
            sp = re.match(r'distinct !DISubprogram\(name: "([^"]*)"', nodes[scope])
            if sp:
                break
            up = re.search(r"scope: (![0-9]+)", nodes[scope])
            scope = up.group(1) if up else None
        name = sp.group(1) if scope in nodes and sp else ""
        out[mid] = (m.group(1), name)
    return out


def causes_of(text, wanted):
    """{(subprogram, variable): set of causes} for the variables in wanted."""
    vars_ = variables(text)
    found = {}
    for m in re.finditer(r"call void @llvm\.dbg\.value\(metadata (.*?), metadata (![0-9]+), "
                         r"metadata !DIExpression\(([^)]*)\)\)", text):
        key = vars_.get(m.group(2))
        if key is None or (key[1], key[0]) not in wanted:
            continue
        ops = {o.strip() for o in m.group(3).split(",") if o.strip().startswith("DW_OP")}
        c = found.setdefault((key[1], key[0]), set())
        if m.group(1).startswith("!DIArgList"):
            c.add(ARGS_CLAUSE)
        missing = sorted(ops - ENCODED - {"DW_OP_LLVM_arg"})
        if missing:
            c.add(OPS_CLAUSE % ", ".join(missing))
    return found


def size_queries(orig, rt):
    """The OpenCL C size queries of the original that come back as get_image_dim."""
    if "get_image_dim" not in rt:
        return []
    return sorted(set(re.findall(r"@_Z\d+(get_image_(?:width|height|depth))\w*\(", orig)))


def main():
    orig_bc, rt_bc, diff = sys.argv[1:4]
    orig, rt = dis(orig_bc), dis(rt_bc)
    wanted, other = set(), []
    with open(diff) as f:
        for line in f:
            m = DIE.match(line)
            if m:
                sp = SUB.findall(m.group(1))
                wanted.add((sp[-1] if sp else "", m.group(2)))
            elif line.startswith(("-", "+", "line rows")):
                other.append(line.rstrip())
    found = causes_of(orig, wanted)
    queries = size_queries(orig, rt)
    unexplained = [w for w in sorted(wanted) if not found.get(w)]
    named = set()
    for (sp, var), cs in sorted(found.items()):
        for c in sorted(cs):
            named.add(c)
            print("  limit: %s in %s: %s" % (var, sp, c))
    if unexplained and queries:
        print("  limit: %s: %s" % (", ".join("%s in %s" % (v, s) for s, v in unexplained),
                                   IMAGE_CLAUSE % "/".join(queries)))
        unexplained = []
    for w in unexplained:
        print("  unexplained: %s in %s" % (w[1], w[0]))
    for o in other:
        print("  unexplained: %s" % o[:200])
    return 1 if unexplained or other else 0


if __name__ == "__main__":
    sys.exit(main())
