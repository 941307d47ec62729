"""The shape of an LLVM module for comparison (scripts/corpus-parity, reverse).

Per defined function, the multiset builtin-parity's `llvm_summary_text` makes (called names,
mangled, with the types of the call; instruction opcodes) plus the kinds of the metadata attached
to its instructions. Per module, lines read with probe-parity's parsers: each function's header
(calling convention, signature with parameter attributes, function attributes resolved from their
groups) and attached metadata (resolved), each global (linkage, address space, type, attached
metadata kinds) and each named metadata node (resolved).
"""
import collections
import importlib.machinery
import os
import re

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _load(name):
    mod = name.replace("-", "_")
    return importlib.machinery.SourceFileLoader(mod, os.path.join(SCRIPTS, name)).load_module()


builtin_parity = _load("builtin-parity")
probe_parity = _load("probe-parity")

VALUE_NAME = re.compile(r"%[\w.$\"-]+")


def function_items(text):
    """{function: Counter}: builtin-parity's summary plus '!kind' per attached metadata."""
    funcs = builtin_parity.llvm_summary_text(text)
    cur = None
    for ln in text.splitlines():
        if ln.startswith("define "):
            m = re.search(r"@([\w.$]+)\(", ln)
            cur = funcs.get(m.group(1) if m else ln)
            continue
        if ln.startswith("}"):
            cur = None
        elif cur is not None and ln.startswith("  "):
            for kind, _ in probe_parity.ATTACH.findall(ln):
                if kind != "dbg":
                    cur["!" + kind] += 1
    return funcs


def module_items(text):
    nodes, attrs = probe_parity.parse_ll(text)
    items = collections.Counter()
    for line in text.splitlines():
        m = probe_parity.FN_HEAD.match(line)
        if m:
            kind, name = m.group(1), m.group(3)
            if name.startswith("llvm."):
                continue
            head = m.group(2) + "(" + m.group(4)
            for mdk, ref in probe_parity.ATTACH.findall(head):
                if mdk == "dbg":
                    continue  # scripts/debug-parity compares the debug info
                items[f"{kind} @{name} !{mdk} = {probe_parity.resolve(nodes, ref)[:200]}"] += 1
            head = re.sub(r"\s*!\w[\w.]* ![0-9]+", "", head).rstrip(" {")
            for group in re.findall(r"#\d+", head):
                for a in attrs.get(group, "").split():
                    items[f"{kind} @{name} attribute {a}"] += 1
            head = re.sub(r"\s*#\d+", "", head)
            items[f"{kind} @{name} header {VALUE_NAME.sub('%', head)}"] += 1
            continue
        m = probe_parity.GLOBAL.match(line)
        if m:
            rest = re.sub(r"\s*!\w[\w.]* ![0-9]+", "", line.split(" = ", 1)[1])
            items[f"global @{m.group(1)}: {rest}"[:160]] += 1
            for mdk, _ in probe_parity.ATTACH.findall(line):
                items[f"global @{m.group(1)} !{mdk}"] += 1
            continue
        m = re.match(r"^!([A-Za-z_][\w.]*) = !\{", line)
        if m:
            items[f"named !{m.group(1)} = " +
                  re.sub(r"\s+", " ", probe_parity.resolve(nodes, line.split("=", 1)[1].strip()))[:240]] += 1
    return items


FN_ITEM = re.compile(r"^(define|declare) @(\S+) ")


def collapse_one_sided(ours, theirs):
    """The items of a function that only one module has (another callee name, say) as one
    item: '<kind> @name', so that its header and attributes are not counted as differences
    of their own (the calls that differ are)."""
    def names(items):
        return {m.group(2) for m in map(FN_ITEM.match, items) if m}
    only = names(ours) ^ names(theirs)
    out = []
    for items in (ours, theirs):
        c = collections.Counter()
        for item, n in items.items():
            m = FN_ITEM.match(item)
            if m and m.group(2) in only:
                c[f"{m.group(1)} @{m.group(2)}"] = 1
            else:
                c[item] += n
        out.append(c)
    return out
