#!/usr/bin/env python3
"""Compares the debug information of two object files, as llvm-dwarfdump shows it.

Usage: dwarf_compare.py [--dies-only] [--no-location NAME]... ORIGINAL.o ROUNDTRIP.o

--dies-only: the line tables are not compared (a test says why: the round trip calls a builtin
where the original had an intrinsic, and llc lays out the code of a call otherwise).

--no-location NAME: whether the variables named NAME have a location is not compared (a test
names a variable whose location the round trip cannot keep, and says why: a `DIArgList` value,
which no debug-info set can hold).

The DIE trees (`--debug-info`) are compared with code addresses, offsets and DIE order left
out: every DIE becomes its tag, its attributes (values of code addresses, DIE offsets and
location expressions dropped) and its children, sorted. Where code is laid out differs (SPIR-V
puts every block after its dominators, LLVM need not), so whether a scope's code is one range
(DW_AT_low_pc/DW_AT_high_pc) or several (DW_AT_ranges), and whether a variable has one location
or a location list, are not compared: only that it has code, or a location.

The line tables (`--debug-line`) are compared as sets of (line, column, file name). A line-0
row (code with no source line) is compared without its column: llc gives it the column of the
row before it, to keep the table small, so that column says where code was laid out, not where
it came from. A member's DW_AT_accessibility equal to its composite's default (public in a
struct or union, private in a class) is the same as none. Exits 1 and prints the differences when they differ.
"""
import argparse
import re
import subprocess

DUMP = "llvm-dwarfdump-14"
# Attributes whose value depends on the code generated, not on the debug information.
VALUELESS = {"DW_AT_low_pc", "DW_AT_high_pc", "DW_AT_location", "DW_AT_frame_base",
             "DW_AT_stmt_list", "DW_AT_GNU_pubnames", "DW_AT_call_return_pc", "DW_AT_call_pc"}
# One code range or several: both say the DIE has code.
RANGES = ("DW_AT_low_pc", "DW_AT_high_pc")
IGNORED = {"DW_AT_GNU_pubnames"}


def die_tree(path):
    out = subprocess.run([DUMP, "--debug-info", path], capture_output=True, text=True,
                         check=True).stdout
    root = ("ROOT", [], [])
    stack = [(-1, root)]
    for line in out.splitlines():
        m = re.match(r"^0x[0-9a-f]+:(\s*)(DW_TAG_\w+|NULL)", line)
        if m:
            depth = len(m.group(1))
            while stack and stack[-1][0] >= depth:
                stack.pop()
            if m.group(2) == "NULL":
                continue
            die = (m.group(2), [], [])
            stack[-1][1][2].append(die)
            stack.append((depth, die))
            continue
        # A value may run over several lines (range and location lists): only its first is
        # read, and the value of such an attribute is not compared.
        m = re.match(r"^\s+(DW_AT_\w+)\s*\((.*?)\)?\s*$", line)
        if m and len(stack) > 1:
            name, value = m.group(1), m.group(2)
            if name in IGNORED:
                continue
            if name == "DW_AT_ranges":
                stack[-1][1][1].extend(f"{n}=*" for n in RANGES)
                continue
            if name in VALUELESS:
                value = "*"
            value = re.sub(r"0x[0-9a-f]{8,16}\s*", "", value)
            stack[-1][1][1].append(f"{name}={value}")
    return root


def drop_locations(die, names):
    """Removes DW_AT_location from the variables and parameters named in `names`."""
    tag, attrs, children = die
    if tag in ("DW_TAG_variable", "DW_TAG_formal_parameter") and any(
            a == f'DW_AT_name="{n}"' for n in names for a in attrs):
        attrs[:] = [a for a in attrs if not a.startswith("DW_AT_location=")]
    for c in children:
        drop_locations(c, names)


# The access a member of these has when it has no DW_AT_accessibility (DWARF 4, 5.5.4 and
# 5.6.6): an explicit one of the same value says the same.
DEFAULT_ACCESS = {"DW_TAG_structure_type": "DW_ACCESS_public",
                  "DW_TAG_union_type": "DW_ACCESS_public",
                  "DW_TAG_class_type": "DW_ACCESS_private"}


def drop_default_access(die, parent=""):
    """Removes a member's DW_AT_accessibility that is its composite's default (the forward
    translation makes the default explicit in C++, as SPIR-V consumers read access from the
    flags)."""
    tag, attrs, children = die
    default = DEFAULT_ACCESS.get(parent)
    if default:
        attrs[:] = [a for a in attrs if a != f"DW_AT_accessibility={default}"]
    for c in children:
        drop_default_access(c, tag)


def canon(die):
    tag, attrs, children = die
    kids = sorted(canon(c) for c in children)
    return f"{tag}{{{';'.join(sorted(set(attrs)))}}}[{','.join(kids)}]"


def flatten(die, prefix=""):
    tag, attrs, children = die
    name = next((a for a in attrs if a.startswith("DW_AT_name=")), "")
    here = f"{prefix}/{tag}{'(' + name[11:] + ')' if name else ''}"
    yield here, ";".join(sorted(set(attrs)))
    for c in children:
        yield from flatten(c, here)


def lines(path):
    out = subprocess.run([DUMP, "--debug-line", path], capture_output=True, text=True,
                         check=True).stdout
    # Rows are (line, column, file name): the file numbers of the tables are only an order.
    rows, files, current = set(), {}, None
    for line in out.splitlines():
        m = re.match(r"^file_names\[\s*(\d+)\]:", line)
        if m:
            current = int(m.group(1))
            continue
        m = re.match(r'^\s+name:\s+"(.*)"', line)
        if m and current is not None:
            files[current] = m.group(1)
            current = None
            continue
        m = re.match(r"^0x[0-9a-f]+\s+(\d+)\s+(\d+)\s+(\d+)\s", line)
        if m:
            f = int(m.group(3))
            line_no = int(m.group(1))
            column = int(m.group(2)) if line_no else 0
            rows.add((line_no, column, files.get(f, f)))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dies-only", action="store_true")
    ap.add_argument("--no-location", action="append", default=[], metavar="NAME")
    ap.add_argument("original")
    ap.add_argument("roundtrip")
    args = ap.parse_args()
    a, b = args.original, args.roundtrip
    ta, tb = die_tree(a), die_tree(b)
    for t in (ta, tb):
        drop_locations(t, args.no_location)
        drop_default_access(t)
    ok = True
    if canon(ta) != canon(tb):
        ok = False
        fa, fb = sorted(set(flatten(ta))), sorted(set(flatten(tb)))
        for x in sorted(set(fa) - set(fb)):
            print(f"- {x[0]}: {x[1]}")
        for x in sorted(set(fb) - set(fa)):
            print(f"+ {x[0]}: {x[1]}")
    la, lb = (set(), set()) if args.dies_only else (lines(a), lines(b))
    if la != lb:
        ok = False
        print(f"line rows only in {a}: {sorted(la - lb)[:20]}")
        print(f"line rows only in {b}: {sorted(lb - la)[:20]}")
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
