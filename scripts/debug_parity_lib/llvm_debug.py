"""The debug metadata of an LLVM module (llvm-dis text), normalized for comparison
(scripts/debug-parity).

Each numbered DI* node becomes one line, its kind and fields, where a reference to another node
is written as that node's kind and name one level deep (tuples as their elements), so that two
modules with different metadata numbering compare equal line by line. Calls of llvm.dbg.*
intrinsics become lines too (the variable and expression resolved, the value as its type).
"""
import re

NODE = re.compile(r"^!(\d+) = (distinct )?(!.*)$")
REF = re.compile(r"!(\d+)\b")


def split_top(s):
    """Split a field list at commas outside parentheses, braces and strings."""
    out, depth, cur, in_str, esc = [], 0, [], False, False
    for ch in s:
        if in_str:
            cur.append(ch)
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "({[<":
            depth += 1
        elif ch in ")}]>":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


class Module:
    def __init__(self, text):
        self.nodes = {}
        self.calls = []
        for line in text.splitlines():
            m = NODE.match(line)
            if m:
                self.nodes[m.group(1)] = m.group(3)
            elif "call void @llvm.dbg." in line:
                self.calls.append(line.strip())

    def short(self, n, depth):
        body = self.nodes.get(n)
        if body is None:
            return "!?"
        if body.startswith("!{"):
            if depth < 0:
                return "!{%d}" % len(split_top(body[2:-1]))
            return "!{%s}" % ", ".join(self.value(e, depth - 1) for e in split_top(body[2:-1]))
        m = re.match(r"!(\w+)\((.*)\)$", body)
        if not m:
            return body if len(body) < 80 else body[:80]
        kind, fields = m.group(1), m.group(2)
        name = re.search(r'\bname: ("(?:[^"\\]|\\.)*")', fields)
        if kind == "DIFile":
            name = re.search(r'\bfilename: ("(?:[^"\\]|\\.)*")', fields)
        if name:
            # A named node stands for itself by its name (see spirv_debug.py).
            return "%s[%s]" % (kind, name.group(1))
        if depth < 0 or kind not in ("DIExpression", "DISubrange", "DIArgList"):
            # So does an unnamed one, by its kind, except expressions and subranges.
            return kind
        return "%s(%s)" % (kind, self.fields(fields, depth - 1))

    def value(self, v, depth):
        v = v.strip()
        if re.fullmatch(r"!\d+", v):
            return self.short(v[1:], depth)
        return REF.sub(lambda m: self.short(m.group(1), 0), v)

    def fields(self, fields, depth):
        out = []
        for f in split_top(fields):
            if ":" in f and not f.startswith('"'):
                k, v = f.split(":", 1)
                out.append("%s: %s" % (k.strip(), self.value(v, depth)))
            else:
                out.append(self.value(f, depth))
        return ", ".join(out)

    def lines(self):
        out = []
        for n, body in self.nodes.items():
            m = re.match(r"!(DI\w+)\((.*)\)$", body)
            if m:
                out.append("%s(%s)" % (m.group(1), self.fields(m.group(2), 0)))
        for c in self.calls:
            m = re.search(r"@(llvm\.dbg\.\w+)\((.*)\)", c)
            if not m:
                continue
            args = split_top(m.group(2))
            norm = []
            for a in args:
                a = re.sub(r"%[\w.\-]+", "%v", a)
                a = re.sub(r"@[\w.\-]+", "@g", a)
                norm.append(self.value(a, 0))
            out.append("%s(%s)" % (m.group(1), ", ".join(norm)))
        return out
