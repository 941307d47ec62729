"""piglit's OpenCL program tests: the `[config]` and `[test]` sections in the `/*! ... !*/` comment
at the top of each .cl file (piglit's tests/cl/doc_program.cl describes the format).

tests(path) answers one Test per `[test]` section: kernel, work sizes, and each argument's input
bytes and expected output (with its tolerance). check(...) compares a buffer with what the test
expects, as piglit's program tester does (a tolerance absolute or in ulp; NaN matches NaN).
"""
import math
import random
import re
import struct
import zlib

import numpy as np

SCALARS = {
    # name: (struct code, bytes, kind)
    "char": ("b", 1, "int"), "uchar": ("B", 1, "uint"),
    "short": ("h", 2, "int"), "ushort": ("H", 2, "uint"),
    "int": ("i", 4, "int"), "uint": ("I", 4, "uint"),
    "long": ("q", 8, "int"), "ulong": ("Q", 8, "uint"),
    "half": ("e", 2, "float"),  # given as numbers, converted to half (65520 and up: infinity)
    "float": ("f", 4, "float"), "double": ("d", 8, "float"),
}


class PiglitError(Exception):
    pass


class CType:
    """An OpenCL C scalar or vector type as piglit spells it: char, uint4, float16, ..."""

    def __init__(self, spelling):
        m = re.fullmatch(r"([a-z]+?)(2|3|4|8|16)?", spelling)
        if not m or m.group(1) not in SCALARS:
            raise PiglitError("unknown type %r" % spelling)
        self.scalar = m.group(1)
        self.code, self.bytes, self.kind = SCALARS[self.scalar]
        self.n = int(m.group(2) or 1)
        # A 3-vector takes the room of a 4-vector; piglit gives 3 values and pads.
        self.slots = 4 if self.n == 3 else self.n

    def pack(self, values):
        """Bytes of values (given per component; 3-vectors padded with zeros)."""
        out = bytearray()
        for k in range(0, len(values), self.n):
            comp = values[k:k + self.n]
            comp = comp + [0] * (self.slots - len(comp))
            for v in comp:
                out += self.pack_one(v)
        return bytes(out)

    def pack_one(self, v):
        if self.code == "e":
            with np.errstate(over="ignore"):
                return np.float16(v).tobytes()
        if self.kind == "float":
            return struct.pack("<" + self.code, v)
        bits = self.bytes * 8
        v = int(v) & ((1 << bits) - 1)
        return v.to_bytes(self.bytes, "little")

    def parse(self, word):
        w = word.strip()
        if self.kind == "float":
            low = w.lower().lstrip("+-")
            sign = -1.0 if w.startswith("-") else 1.0
            if low in ("nan",):
                return math.nan
            if low in ("inf", "infinity"):
                return sign * math.inf
            try:
                return float(w)
            except ValueError:
                pass
            try:
                return float.fromhex(w)
            except ValueError:
                raise PiglitError("not a %s value: %r" % (self.scalar, word))
        try:
            return int(w, 0)
        except ValueError:
            pass
        try:
            return int(float(w))
        except ValueError:
            pass
        # As strtol reads it: the longest number at the start ("0xdeadp1" is 0xdead).
        m = re.match(r"[-+]?(0[xX][0-9a-fA-F]+|\d+)", w)
        if not m:
            raise PiglitError("not a %s value: %r" % (self.scalar, word))
        return int(m.group(0), 0)


class Arg:
    """kind: buffer, local (a NULL buffer: a __local argument of that size), scalar, image, sampler."""

    def __init__(self, index, kind, ctype=None, count=0, data=b"", expect=None, tol=None):
        self.index = index
        self.kind = kind
        self.ctype = ctype
        self.count = count
        self.data = data          # input bytes (buffer or scalar)
        self.expect = expect      # expected values (per component), or None
        self.tol = tol            # (value, is_ulp) or None


class Test:
    def __init__(self, name, kernel, dims, global_size, local_size, global_offset, args,
                 expect_fail):
        self.name = name
        self.kernel = kernel
        self.dims = dims
        self.global_size = global_size
        self.local_size = local_size
        self.global_offset = global_offset
        self.args = args          # index -> Arg
        self.expect_fail = expect_fail

    def unsupported(self):
        """Why this test cannot be run here (images and samplers), or None."""
        for a in self.args.values():
            if a.kind in ("image", "sampler"):
                return a.kind
        return None


def sections(path):
    with open(path, errors="replace") as f:
        text = f.read()
    m = re.search(r"/\*!(.*?)!\*/", text, re.S)
    if not m:
        return []
    lines = []
    cont = ""
    for raw in m.group(1).splitlines():
        line = re.sub(r"#.*", "", raw).rstrip()
        if line.endswith("\\"):
            cont += line[:-1] + " "
            continue
        line = cont + line
        cont = ""
        if line.strip():
            lines.append(line.strip())
    out, cur = [], None
    for line in lines:
        h = re.fullmatch(r"\[(\w+)\]", line)
        if h:
            cur = (h.group(1), [])
            out.append(cur)
        elif cur is not None and ":" in line:
            k, v = line.split(":", 1)
            cur[1].append((k.strip(), v.strip()))
    return out


def sizes(v, dims):
    vals = [int(x, 0) for x in v.split()]
    vals = (vals + [0, 0, 0])[:3]
    return vals[:dims]


def parse_arg(spec, seed):
    words = spec.split()
    if len(words) < 2:
        raise PiglitError("argument without a type: %r" % spec)
    index = int(words[0])
    if words[1] in ("image", "sampler"):
        return Arg(index, words[1])
    tol = None
    if "tolerance" in words:
        t = words.index("tolerance")
        rest = words[t + 1:]
        tol = (float(rest[0]), len(rest) > 1 and rest[1] == "ulp")
        words = words[:t]
    if words[1] == "buffer":
        m = re.fullmatch(r"(\w+)\[(\d+)\]", words[2])
        if not m:
            raise PiglitError("buffer without a size: %r" % spec)
        ct, count = CType(m.group(1)), int(m.group(2))
        vals = words[3:]
        total = count * ct.n
        if vals[:1] == ["NULL"]:
            return Arg(index, "local", ct, count)
        if vals[:1] == ["random"]:
            rnd = random.Random(seed)
            if ct.kind == "float":
                values = [rnd.random() for _ in range(total)]
            else:
                values = [rnd.randrange(0, 100) for _ in range(total)]
        else:
            if vals[:1] == ["repeat"]:
                pat = [ct.parse(w) for w in vals[1:]]
                if not pat:
                    raise PiglitError("repeat without values: %r" % spec)
                values = (pat * (total // len(pat) + 1))[:total]
            else:
                values = [ct.parse(w) for w in vals]
            if len(values) != total:
                raise PiglitError("%d values for %s[%d]: %r" % (len(values), words[2][:-1],
                                                               count, spec[:60]))
        return Arg(index, "buffer", ct, count, ct.pack(values), values, tol)
    ct = CType(words[1])
    values = [ct.parse(w) for w in words[2:]]
    if len(values) != ct.n:
        raise PiglitError("%d values for a %s: %r" % (len(values), words[1], spec))
    return Arg(index, "scalar", ct, 1, ct.pack(values), values, tol)


def tests(path):
    secs = sections(path)
    config = {}
    for name, kv in secs:
        if name == "config":
            config = dict(kv)
    out = []
    for n, (name, kv) in enumerate(secs):
        if name != "test":
            continue
        d = dict(config)
        d.pop("name", None)
        args = {}
        for k, v in kv:
            if k in ("arg_in", "arg_out"):
                a = parse_arg(v, zlib.crc32(("%s %d %s" % (path, n, v)).encode()))
                prev = args.get(a.index)
                if k == "arg_out":
                    if prev is not None and prev.kind == "buffer":
                        prev.expect, prev.tol = a.expect, a.tol     # an in/out buffer
                        continue
                    a.data = bytes(len(a.data))  # an output buffer starts zeroed
                    a.out = True
                else:
                    if prev is not None:                          # arg_out seen first
                        prev.data = a.data
                        continue
                    a.expect = None
                args[a.index] = a
            else:
                d[k] = v
        dims = int(d.get("dimensions", "1"))
        gs = sizes(d.get("global_size", "1 0 0"), dims)
        ls = sizes(d["local_size"], dims) if "local_size" in d else None
        if ls is not None and not all(ls):
            ls = None
        go = sizes(d["global_offset"], dims) if "global_offset" in d else None
        out.append(Test(dict(kv).get("name", "test %d" % n), d.get("kernel_name", ""), dims,
                        gs, ls, go, args,
                        d.get("expect_test_fail", "false").strip() == "true"))
    return out


def ulp_distance(a, b, code):
    ia = struct.unpack("<" + {"e": "h", "f": "i", "d": "q"}[code], struct.pack("<" + code, a))[0]
    ib = struct.unpack("<" + {"e": "h", "f": "i", "d": "q"}[code], struct.pack("<" + code, b))[0]
    bits = {"e": 16, "f": 32, "d": 64}[code]
    # Order the bit patterns as the numbers they stand for.
    if ia < 0:
        ia = -(1 << (bits - 1)) - ia
    if ib < 0:
        ib = -(1 << (bits - 1)) - ib
    return abs(ia - ib)


def check(arg, data):
    """None when data (the buffer after the run) is what arg expects; else the first mismatch."""
    ct = arg.ctype
    width = ct.bytes
    comp = 0
    for k, want in enumerate(arg.expect):
        elem, c = divmod(k, ct.n)
        off = (elem * ct.slots + c) * width
        raw = data[off:off + width]
        if ct.kind == "float":
            got = struct.unpack("<" + ct.code, raw)[0]
            if ct.code == "e":
                want = float(np.frombuffer(ct.pack_one(want), np.float16)[0])
            if math.isnan(want):
                ok = math.isnan(got)
            elif math.isnan(got):
                ok = False
            elif arg.tol is None:
                ok = got == want or (ct.code != "d" and got == struct.unpack(
                    "<" + ct.code, struct.pack("<" + ct.code, want))[0])
            elif arg.tol[1]:
                wv = struct.unpack("<" + ct.code, struct.pack("<" + ct.code, want))[0]
                ok = got == wv or ulp_distance(got, wv, ct.code) <= arg.tol[0]
            else:
                ok = abs(got - want) <= arg.tol[0]
        else:
            got = int.from_bytes(raw, "little", signed=ct.kind == "int")
            w = int(want)
            bits = width * 8
            w &= (1 << bits) - 1
            if ct.kind == "int" and w >= 1 << (bits - 1):
                w -= 1 << bits
            ok = abs(got - w) <= (arg.tol[0] if arg.tol else 0)
        if not ok:
            return "argument %d element %d: got %r, expected %r" % (arg.index, k, got, want)
        comp += 1
    return None
