#!/usr/bin/env python3
"""Edits SPIR-V binaries word by word, to make malformed or big-endian test inputs.

    spvword.py swap IN OUT                 reverse the byte order of every word
    spvword.py set IN OUT INDEX VALUE      set word INDEX (0 = magic) to VALUE
    spvword.py cut IN OUT NBYTES           drop the last NBYTES bytes
    spvword.py append IN OUT WORD...       append words (little-endian)
"""
import struct, sys


def words(data):
    return list(struct.unpack("<%dI" % (len(data) // 4), data[: len(data) // 4 * 4]))


def main():
    cmd, src, dst = sys.argv[1], sys.argv[2], sys.argv[3]
    data = open(src, "rb").read()
    if cmd == "swap":
        w = words(data)
        out = struct.pack(">%dI" % len(w), *w)
    elif cmd == "set":
        w = words(data)
        w[int(sys.argv[4])] = int(sys.argv[5], 0)
        out = struct.pack("<%dI" % len(w), *w)
    elif cmd == "cut":
        out = data[: len(data) - int(sys.argv[4])]
    elif cmd == "append":
        out = data + b"".join(struct.pack("<I", int(x, 0)) for x in sys.argv[4:])
    else:
        sys.exit("unknown command " + cmd)
    open(dst, "wb").write(out)


if __name__ == "__main__":
    main()
