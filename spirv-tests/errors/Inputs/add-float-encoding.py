"""Copies a SPIR-V binary (argv[1] -> argv[2]) adding a Floating Point Encoding operand of 0
(SPV_KHR_bfloat16's BFloat16KHR) to each OpTypeFloat, which spirv-as cannot write here."""
import struct, sys

data = open(sys.argv[1], "rb").read()
words = list(struct.unpack("<%dI" % (len(data) // 4), data))
out, at = words[:5], 5
while at < len(words):
    count, opcode = words[at] >> 16, words[at] & 0xFFFF
    inst = words[at:at + count]
    if opcode == 22:  # OpTypeFloat
        inst = [((count + 1) << 16) | opcode] + inst[1:] + [0]
    out += inst
    at += count
open(sys.argv[2], "wb").write(struct.pack("<%dI" % len(out), *out))
