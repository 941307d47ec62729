"""The runs of one kernel: work sizes and argument bytes, made up from the kernel's argument
metadata, or taken from piglit's `[test]` sections where the kernel comes with them.

Every buffer is followed by a guard region the kernel was not given data in. The two runs of the
original fill that region with two different patterns (A and B); the round trip gets pattern A.
A kernel that reads past the data it was given therefore gives different outputs on the two
original runs and is "not comparable", not compared on memory nobody wrote.
"""
import random
import zlib

import numpy as np

from . import irinfo

ELEMS = 4096                  # elements of a made-up global buffer
MAX_BUFFER = 4 << 20          # bytes, at most, of one made-up buffer's data
LOCAL_ELEMS = 1024            # elements of a made-up __local buffer
MAX_LOCAL = 32 << 10
MIN_GUARD = 256

# Work sizes of made-up runs, by the highest dimension the module asks about.
SIZES = {1: ((64,), (16,)), 2: ((16, 8), (8, 4)), 3: ((8, 4, 4), (4, 2, 2))}


class Buffer:
    """A buffer's input bytes, the guard region after them, and which bytes of each element
    its type defines (mask: one byte per byte of an element, 0 for padding: the fourth lane of
    a 3-element vector, the holes of a struct), or None when every byte is defined. Padding
    is left out of the comparison: a store of the element need not write it."""

    def __init__(self, data, mask=None):
        self.data = bytes(data)
        self.guard = max(MIN_GUARD, len(self.data))
        self.mask = None
        if mask is not None and not all(mask) and len(self.data) % len(mask) == 0:
            self.mask = np.frombuffer(bytes(0xFF if m else 0 for m in mask), dtype=np.uint8)

    def defined(self, data):
        """data with the padding bytes of each element zeroed."""
        if self.mask is None or len(data) != len(self.data):
            return data
        a = np.frombuffer(data, dtype=np.uint8).reshape(-1, len(self.mask)) & self.mask
        return a.tobytes()


class Image(Buffer):
    """An image argument: RGBA pixels of 32-bit channels (type FLOAT, UNSIGNED_INT32 or
    SIGNED_INT32) of shape (width[, height[, depth]]); compared whole, without a guard."""

    def __init__(self, data, shape, ctype):
        super().__init__(data)
        self.guard = 0
        self.shape = list(shape)
        self.ctype = ctype


# Image shapes by dimensions: larger than any made-up work size or scalar, so that a kernel
# reading or writing at its work-item's coordinates stays inside.
IMAGE_SHAPES = {1: (1024,), 2: (64, 64), 3: (16, 16, 8)}
IMAGE_TYPES = {"f": "FLOAT", "ui": "UNSIGNED_INT32", "i": "SIGNED_INT32"}


def image_type(kernel):
    """The channel type the kernel's image builtins read and write, or why there is none: a
    kernel reading one image with read_imagef and another with read_imageui cannot be told
    which is which here, and a channel type its builtin does not expect is undefined."""
    kinds = {name.split("image", 1)[1] for name in kernel.images}
    if not kinds:
        return "FLOAT"
    if len(kinds) > 1:
        return "image (read or written as %s)" % ", ".join(sorted(kinds))
    kind = kinds.pop()
    if kind not in IMAGE_TYPES:
        return "image (read or written as %s)" % kind
    return IMAGE_TYPES[kind]


def make_image(kernel, p, rnd):
    dims = p.image_dims()
    if dims is None:
        return "image (%s)" % p.ty.elem.name.lstrip("%")
    ctype = image_type(kernel)
    if ctype.startswith("image"):
        return ctype
    shape = IMAGE_SHAPES[dims]
    count = 4
    for n in shape:
        count *= n
    g = np.random.default_rng(rnd.randrange(1 << 32))
    if ctype == "FLOAT":
        data = g.random(size=count).astype("<f4").tobytes()
    else:
        data = g.integers(0, 8, size=count).astype("<u4").tobytes()
    return Image(data, shape, ctype)


def element_mask(types, ty):
    """Which bytes of an element of ty its scalars cover (see Buffer)."""
    size, _ = types.size_align(ty)
    mask = bytearray(size)
    for off, _, n in types.leaves(ty):
        mask[off:off + n] = b"\1" * n
    return bytes(mask)


class Run:
    """One execution: kernel, work sizes, and per argument a Buffer, ('local', n) or ('scalar', b)."""

    def __init__(self, kernel, global_size, local_size, offset, args, label, piglit=None):
        self.kernel = kernel
        self.global_size = list(global_size)
        self.local_size = list(local_size) if local_size else None
        self.offset = list(offset) if offset else None
        self.args = args
        self.label = label
        self.piglit = piglit    # the piglit Test, whose expectations the outputs are checked with

    def buffers(self):
        return [a for a in self.args if isinstance(a, Buffer)]

    def write_input(self, path):
        """Writes the argument bytes (the runner adds each guard, of the run's pattern);
        answers the runner's args."""
        out, spec = bytearray(), []
        for a in self.args:
            if isinstance(a, Image):
                spec.append({"kind": "image", "at": len(out), "size": len(a.data),
                             "shape": a.shape, "type": a.ctype})
                out += a.data
            elif isinstance(a, Buffer):
                spec.append({"kind": "buffer", "at": len(out), "size": len(a.data),
                             "guard": a.guard})
                out += a.data
            elif a[0] == "sampler":
                spec.append({"kind": "sampler"})
            elif a[0] == "local":
                spec.append({"kind": "local", "size": a[1]})
            else:
                spec.append({"kind": "scalar", "hex": a[1].hex()})
        with open(path, "wb") as f:
            f.write(out)
        return spec

    def identity(self):
        """What the run is (kernel, sizes, arguments), as bytes: two runs with the same identity
        give the same outputs from the same binary."""
        parts = [repr((self.kernel, self.global_size, self.local_size, self.offset)).encode()]
        for a in self.args:
            if isinstance(a, Buffer):
                mask = a.mask.tobytes() if a.mask is not None else b""
                if isinstance(a, Image):
                    mask = repr((a.shape, a.ctype)).encode()
                parts += [b"B%d:%d:%s:" % (len(a.data), a.guard, mask.hex().encode()), a.data]
            else:
                parts += [repr(a).encode()]
        return b"\0".join(parts)

    def split_output(self, data):
        """The output file's bytes as (data, guard) per buffer argument."""
        out, at = [], 0
        for b in self.buffers():
            n = len(b.data)
            out.append((b.defined(data[at:at + n]), data[at + n:at + n + b.guard]))
            at += n + b.guard
        return out


def rng(*key):
    return random.Random(zlib.crc32(repr(key).encode()))


def fill(types, ty, count, rnd, small_ints):
    """count elements of ty: integers in [lo, hi], floats in [0, 1), pointers null."""
    size, _ = types.size_align(ty)
    buf = np.zeros((count, size), dtype=np.uint8)
    nprnd = np.random.default_rng(rnd.randrange(1 << 32))
    lo, hi = small_ints
    for off, kind, n in types.leaves(ty):
        if kind == "int":
            vals = nprnd.integers(lo, hi + 1, size=count).astype("<u%d" % n if n > 1 else "u1")
        elif kind == "float":
            vals = nprnd.random(size=count).astype({2: "<f2", 4: "<f4", 8: "<f8"}[n])
        else:
            continue
        buf[:, off:off + n] = vals.view(np.uint8).reshape(count, n)
    return buf.tobytes()


def made_up(kernel, types, module_key):
    """The one run of a kernel without piglit inputs, or the reason it cannot be made up."""
    args = []
    for k, p in enumerate(kernel.params):
        why = p.special()
        rnd = rng(module_key, kernel.name, k)
        if why == "image":
            img = make_image(kernel, p, rnd)
            if isinstance(img, str):
                return img
            args.append(img)
            continue
        if why == "sampler":
            # Unnormalised coordinates, clamped to the edge, nearest filtering.
            args.append(("sampler", b""))
            continue
        if why:
            return why
        if p.ty.kind == "ptr" and not p.byval:
            elem = p.ty.elem
            if elem.kind in ("opaque", "fn", "void"):
                elem = irinfo.Ty("int", bits=8)
            try:
                esize, _ = types.size_align(elem)
            except irinfo.IrError as e:
                return "argument %d: %s" % (k, e)
            if p.addrspace == irinfo.LOCAL:
                args.append(("local", max(4096, min(MAX_LOCAL, esize * LOCAL_ELEMS))))
                continue
            n = max(1, min(ELEMS, MAX_BUFFER // max(esize, 1)))
            args.append(Buffer(fill(types, elem, n, rnd, (0, 7)), element_mask(types, elem)))
        else:
            ty = p.byval or p.ty
            try:
                args.append(("scalar", fill(types, ty, 1, rnd, (8, 16))))
            except irinfo.IrError as e:
                return "argument %d: %s" % (k, e)
    dims = kernel.dims
    if kernel.reqd_wgs:
        wgs = list(kernel.reqd_wgs)
        while len(wgs) > dims and wgs[-1] == 1:
            wgs.pop()
        local = wgs
        glob = [local[0] * 2] + local[1:]
    elif kernel.local_shape:
        # A kernel with a __local tile expects a work-group of the tile's shape (less a halo or
        # a padding column): each extent rounded down to a power of two, innermost first.
        ext = [1 << (n.bit_length() - 1) for n in reversed(kernel.local_shape)][:dims]
        local = ext + [1] * (dims - len(ext))
        while len(local) > 1 and local[-1] == 1 and dims == 1:
            local.pop()
        glob = [n * 2 for n in local]
    else:
        glob, local = SIZES[dims]
    return Run(kernel.name, glob, local, None, args, kernel.name)


def from_piglit(test, kernel):
    """The run a piglit [test] describes, or why it cannot be run."""
    why = test.unsupported()
    if why:
        return why
    n = len(kernel.params)
    if sorted(test.args) != list(range(n)):
        return "piglit test %r gives arguments %s of %d" % (test.name, sorted(test.args), n)
    args = []
    for k in range(n):
        a = test.args[k]
        if a.kind == "buffer":
            w = a.ctype.bytes
            args.append(Buffer(a.data, b"\1" * (w * a.ctype.n) +
                               b"\0" * (w * (a.ctype.slots - a.ctype.n))))
        elif a.kind == "local":
            args.append(("local", a.ctype.bytes * a.ctype.slots * a.count))
        else:
            args.append(("scalar", a.data))
    return Run(kernel.name, test.global_size, test.local_size, test.global_offset, args,
               "%s [%s]" % (kernel.name, test.name), test)
