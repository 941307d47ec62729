"""What a kernel takes, read from the text form of an LLVM 14 module (typed pointers, spir64).

kernels(text) answers one Kernel per `spir_kernel` definition: each parameter's LLVM type (with
sizes and the offsets of its scalar leaves, for filling buffers), its OpenCL address space,
access qualifier and type name from the kernel argument metadata, `reqd_work_group_size`, and the
highest work-item dimension the module asks for.
"""
import re

# OpenCL address spaces as clang numbers them for SPIR.
PRIVATE, GLOBAL, CONSTANT, LOCAL = 0, 1, 2, 3


class IrError(Exception):
    pass


# ----------------------------------------------------------------- types ---

class Ty:
    """kind: int (bits), half/float/double, vec/arr (n, elem), struct (fields, packed),
    ptr (elem, addrspace), opaque (name), void, label/metadata (unsized)."""

    def __init__(self, kind, **kw):
        self.kind = kind
        self.__dict__.update(kw)

    def __repr__(self):
        return "Ty(%s)" % ", ".join("%s=%r" % kv for kv in sorted(self.__dict__.items()))


class Types:
    """Parses LLVM type spellings; named structs resolved through the module's definitions."""

    def __init__(self, text, pointer_bytes):
        self.pointer_bytes = pointer_bytes
        self.named = {}
        self.raw = {}
        for m in re.finditer(r'^(%[-\w.$"\\]+) = type (.*)$', text, re.M):
            self.raw[m.group(1)] = m.group(2).strip()

    def lookup(self, name):
        if name not in self.named:
            body = self.raw.get(name)
            if body is None or body == "opaque":
                self.named[name] = Ty("opaque", name=name)
            else:
                self.named[name] = Ty("opaque", name=name)  # breaks recursion through pointers
                t, _ = self.parse(body, 0)
                self.named[name] = t
        return self.named[name]

    def parse(self, s, i):
        """The type spelled at s[i:], and the index after it."""
        i = skip_ws(s, i)
        if s.startswith("<{", i):
            fields, i = self.parse_list(s, i + 2, "}>")
            t = Ty("struct", fields=fields, packed=True)
        elif s[i] == "{":
            fields, i = self.parse_list(s, i + 1, "}")
            t = Ty("struct", fields=fields, packed=False)
        elif s[i] in "<[":
            close = ">" if s[i] == "<" else "]"
            m = re.compile(r"\s*(\d+)\s+x\s+").match(s, i + 1)
            if not m:
                raise IrError("cannot read the type at %r" % s[i:i + 40])
            elem, i = self.parse(s, m.end())
            i = skip_ws(s, i)
            if s[i] != close:
                raise IrError("unclosed type at %r" % s[i:i + 40])
            i += 1
            t = Ty("vec" if close == ">" else "arr", n=int(m.group(1)), elem=elem)
        elif s[i] == "%":
            m = re.compile(r'%(?:"[^"]*"|[-\w.$]+)').match(s, i)
            t, i = self.lookup(m.group(0)), m.end()
        else:
            m = re.compile(r"i(\d+)|half|float|double|void|label|metadata").match(s, i)
            if not m:
                raise IrError("cannot read the type at %r" % s[i:i + 40])
            if m.group(1):
                t = Ty("int", bits=int(m.group(1)))
            else:
                t = Ty(m.group(0))
            i = m.end()
        # Pointer suffixes (and function types, which only appear behind pointers).
        while True:
            j = skip_ws(s, i)
            m = re.compile(r"addrspace\((\d+)\)\s*\*").match(s, j)
            if m:
                t, i = Ty("ptr", elem=t, addrspace=int(m.group(1))), m.end()
            elif j < len(s) and s[j] == "*":
                t, i = Ty("ptr", elem=t, addrspace=0), j + 1
            elif j < len(s) and s[j] == "(" and t.kind != "ptr":
                depth = 0
                for k in range(j, len(s)):
                    depth += s[k] == "("
                    depth -= s[k] == ")"
                    if depth == 0:
                        break
                t, i = Ty("fn"), k + 1
            else:
                return t, i

    def parse_list(self, s, i, close):
        fields = []
        i = skip_ws(s, i)
        if s.startswith(close, i):
            return fields, i + len(close)
        while True:
            t, i = self.parse(s, i)
            fields.append(t)
            i = skip_ws(s, i)
            if s.startswith(close, i):
                return fields, i + len(close)
            if s[i] != ",":
                raise IrError("cannot read the type list at %r" % s[i:i + 40])
            i += 1

    # Sizes and alignments of the SPIR data layouts: natural alignment, vectors aligned to
    # their size rounded up to a power of two.
    def size_align(self, t):
        k = t.kind
        if k == "int":
            n = max(1, (t.bits + 7) // 8)
            n = 1 << (n - 1).bit_length()
            return n, n
        if k in ("half", "float", "double"):
            n = {"half": 2, "float": 4, "double": 8}[k]
            return n, n
        if k == "ptr":
            return self.pointer_bytes, self.pointer_bytes
        if k == "vec":
            es, _ = self.size_align(t.elem)
            raw = es * t.n
            a = 1 << (raw - 1).bit_length()
            return a, a
        if k == "arr":
            es, ea = self.size_align(t.elem)
            return es * t.n, ea
        if k == "struct":
            off, align = 0, 1
            for f in t.fields:
                fs, fa = self.size_align(f)
                if t.packed:
                    fa = 1
                off = (off + fa - 1) // fa * fa + fs
                align = max(align, fa)
            return (off + align - 1) // align * align, align
        raise IrError("a %s has no size" % (getattr(t, "name", None) or k))

    def leaves(self, t, base=0):
        """(offset, kind, bytes) of each scalar in t, kind one of int/float/ptr."""
        k = t.kind
        if k == "int":
            yield base, "int", self.size_align(t)[0]
        elif k in ("half", "float", "double"):
            yield base, "float", self.size_align(t)[0]
        elif k == "ptr":
            yield base, "ptr", self.pointer_bytes
        elif k in ("vec", "arr"):
            es, _ = self.size_align(t.elem)
            for n in range(t.n):
                yield from self.leaves(t.elem, base + n * es)
        elif k == "struct":
            off = 0
            for f in t.fields:
                fs, fa = self.size_align(f)
                if t.packed:
                    fa = 1
                off = (off + fa - 1) // fa * fa
                yield from self.leaves(f, base + off)
                off += fs
        else:
            raise IrError("a %s has no size" % (getattr(t, "name", None) or k))


def skip_ws(s, i):
    while i < len(s) and s[i] in " \t":
        i += 1
    return i


# --------------------------------------------------------------- kernels ---

class Param:
    def __init__(self, ty, byval, addrspace, access, type_name):
        self.ty = ty                # the LLVM type of the parameter
        self.byval = byval          # the pointee type of a byval pointer (a struct by value)
        self.addrspace = addrspace  # from kernel_arg_addr_space
        self.access = access
        self.type_name = type_name

    def image_dims(self):
        """1, 2 or 3 for an image1d_t/image2d_t/image3d_t argument; None for any other (arrays,
        buffers, depth and multi-sample images are not made up)."""
        if self.ty.kind != "ptr" or self.ty.elem.kind != "opaque":
            return None
        m = re.fullmatch(r"%opencl\.image([123])d_(?:ro_|wo_|rw_)?t", self.ty.elem.name)
        return int(m.group(1)) if m else None

    def special(self):
        """Why this argument cannot be made up (image, sampler, pipe, queue, event), or None."""
        n = self.type_name
        for word, what in (("image", "image"), ("sampler_t", "sampler"), ("pipe", "pipe"),
                           ("queue_t", "device queue"), ("clk_event_t", "event"),
                           ("event_t", "event")):
            if word in n:
                return what
        if self.ty.kind == "ptr" and self.ty.elem.kind == "opaque" and not self.byval:
            name = self.ty.elem.name
            if name.startswith("%opencl."):
                return name[len("%opencl."):].rstrip("_t").split("_")[0]
        return None


class Kernel:
    def __init__(self, name, params, reqd_wgs, dims, local_shape=None, images=(), calls=()):
        self.name = name
        self.params = params
        self.reqd_wgs = reqd_wgs    # (x, y, z) or None
        self.dims = dims            # 1..3: the highest dimension the kernel asks a work-item about
        self.local_shape = local_shape  # extents of its first __local array, outermost first
        self.images = set(images)   # the image builtins it uses: read_imagef, write_imageui...
        self.calls = set(calls)     # the functions it or a function it calls calls


def local_shapes(text, types):
    """Kernel name -> the extents of the first __local array clang made for it (`@kernel.var`)."""
    out = {}
    for m in re.finditer(r"^@(\"[^\"]*\"|[-\w$]+)\.[-\w.$]+ = internal (?:unnamed_addr )?"
                         r"addrspace\(3\) global (.*)$", text, re.M):
        name = m.group(1).strip('"')
        if name in out:
            continue
        try:
            t, _ = types.parse(m.group(2), 0)
        except (IrError, IndexError):
            continue
        shape = []
        while t.kind == "arr":
            shape.append(t.n)
            t = t.elem
        if shape:
            out[name] = shape
    return out


def split_top(s):
    """Splits at commas outside (), {}, <>, [] and quotes."""
    out, depth, cur, quote = [], 0, [], False
    for ch in s:
        if ch == '"':
            quote = not quote
        if not quote:
            if ch in "({[<":
                depth += 1
            elif ch in ")}]>":
                depth -= 1
            elif ch == "," and depth == 0:
                out.append("".join(cur))
                cur = []
                continue
        cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur))
    return out


def md_nodes(text):
    nodes = {}
    for m in re.finditer(r"^!(\d+) = (?:distinct )?!\{(.*)\}$", text, re.M):
        nodes[m.group(1)] = [x.strip() for x in split_top(m.group(2))]
    return nodes


def md_strings(items):
    return [x[2:-1] if x.startswith('!"') else x for x in items]


def md_ints(items):
    return [int(x.split()[-1]) for x in items]


DIM_RE = re.compile(r"@_Z\d+(?:get_global_id|get_local_id|get_group_id|get_global_size|"
                    r"get_local_size|get_num_groups|get_global_offset)j\((?:i32 (?:noundef )?)"
                    r"([0-9]+)\)")


DEFINE_RE = re.compile(r"^define [^@\n]*@(\"[^\"]*\"|[-\w.$]+)\(", re.M)
CALL_RE = re.compile(r"@(\"[^\"]*\"|[-\w.$]+)\(")


IMAGE_CALL_RE = re.compile(r"@_Z\d+(read_image|write_image)(f|i|ui|h)\w*\(")


def kernel_uses(text):
    """Function name -> (the highest work-item dimension, 1..3, it or a function it calls asks
    about; the image builtins it or a function it calls uses, as {"read_imagef", ...}; the
    names of the functions it or a function it calls calls): a kernel
    that only asks about dimension 0 gets a 1-D launch, whatever else the module holds
    (work-items of a 2-D launch that share a get_local_id(0) would race)."""
    direct, images, calls = {}, {}, {}
    starts = [(m.start(), m.group(1).strip('"')) for m in DEFINE_RE.finditer(text)]
    for at, name in starts:
        end = text.find("\n}", at)
        body = text[at:end if end >= 0 else len(text)]
        d = 1
        for m in DIM_RE.finditer(body):
            k = int(m.group(1))
            if k in (1, 2):
                d = max(d, k + 1)
        direct[name] = d
        images[name] = {m.group(1) + m.group(2) for m in IMAGE_CALL_RE.finditer(body)}
        calls[name] = {c.strip('"') for c in CALL_RE.findall(body)}
    out = {}
    for name in direct:
        seen, todo, d, imgs, called = {name}, [name], 1, set(), set()
        while todo:
            f = todo.pop()
            d = max(d, direct[f])
            imgs |= images[f]
            called |= calls[f]
            for c in calls[f]:
                if c in direct and c not in seen:
                    seen.add(c)
                    todo.append(c)
        out[name] = (d, imgs, called)
    return out


def kernels(text):
    m = re.search(r'^target triple = "([^"]*)"', text, re.M)
    triple = m.group(1) if m else "spir64"
    types = Types(text, 4 if triple.startswith("spir-") or triple == "spir" else 8)
    nodes = md_nodes(text)
    uses = kernel_uses(text)
    shapes = local_shapes(text, types)
    out = []
    for m in re.finditer(r"^define [^@\n]*spir_kernel [^@\n]*@(\"[^\"]*\"|[-\w.$]+)\((.*)$",
                         text, re.M):
        name = m.group(1).strip('"')
        rest = m.group(2)
        # The parameter list ends at the ')' that closes it.
        depth, end = 1, None
        for k, ch in enumerate(rest):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0:
                end = k
                break
        if end is None:
            raise IrError("kernel %s: cannot find the end of its parameters" % name)
        plist, attrs = rest[:end], rest[end + 1:]
        meta = dict(re.findall(r"!(\w+) !(\d+)", attrs))

        def md(key, conv):
            n = meta.get(key)
            return conv(nodes.get(n, [])) if n is not None else None

        spaces = md("kernel_arg_addr_space", md_ints) or []
        access = md("kernel_arg_access_qual", md_strings) or []
        tnames = md("kernel_arg_type", md_strings) or []
        wgs = md("reqd_work_group_size", md_ints)
        params = []
        for k, p in enumerate(split_top(plist)):
            ty, j = types.parse(p, 0)
            bv = re.search(r"byval\(", p[j:])
            byval = types.parse(p, j + bv.end())[0] if bv else None
            params.append(Param(ty, byval,
                                spaces[k] if k < len(spaces) else
                                (ty.addrspace if ty.kind == "ptr" and not byval else PRIVATE),
                                access[k] if k < len(access) else "none",
                                tnames[k] if k < len(tnames) else ""))
        dims, images, called = uses.get(name, (1, set(), set()))
        out.append(Kernel(name, params, tuple(wgs) if wgs else None, dims, shapes.get(name),
                          images, called))
    return out, types


def uses_device_enqueue(text):
    return "__enqueue_kernel" in text
