// AES-like cipher round with constant-memory byte tables, private byte arrays and vload16/vstore16; CRC32 table lookup.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same, but:
// At -O2 `words` is at one point a DIArgList (an xor of two values), which a DebugValue cannot hold.
// RUN: DWARF_O2="--no-location words" bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Int8
// CHECK-DAG: TypeVector {{[0-9]+}} {{[0-9]+}} 16
// CHECK-DAG: TypePointer {{[0-9]+}} 0
// CHECK-DAG: ExtInst {{.*}} rotate
// CHECK-DAG: ExtInst {{.*}} vloadn
// CHECK-DAG: ExtInst {{.*}} vstoren
// CHECK-DAG: BitwiseXor

constant uchar sbox_lo[16] = {0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5,
                              0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76};

uchar xtime(uchar b) { return (uchar)((b << 1) ^ ((b & 0x80) ? 0x1b : 0x00)); }

uint rotl8(uint w) { return rotate(w, 8u); }

// AES-like round over 16-byte blocks: table substitution, row shift, column mix, key add.
kernel void cipher_round(global uchar16 *blocks, constant uchar *sbox, constant uint *round_keys,
                         int round) {
  size_t i = get_global_id(0);
  uchar16 s = blocks[i];
  uchar st[16];
  vstore16(s, 0, st);
  for (int k = 0; k < 16; ++k)
    st[k] = sbox[st[k]] ^ sbox_lo[k];
  uchar t[16];
  for (int c = 0; c < 4; ++c)
    for (int r = 0; r < 4; ++r)
      t[4 * c + r] = st[4 * ((c + r) & 3) + r];
  for (int c = 0; c < 4; ++c) {
    uchar a0 = t[4 * c], a1 = t[4 * c + 1], a2 = t[4 * c + 2], a3 = t[4 * c + 3];
    uchar all = a0 ^ a1 ^ a2 ^ a3;
    st[4 * c] = a0 ^ all ^ xtime(a0 ^ a1);
    st[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2);
    st[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3);
    st[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0);
  }
  uint4 words = as_uint4(vload16(0, st));
  uint4 key = vload4(round, round_keys);
  words ^= (uint4)(key.x, rotl8(key.y), key.z, key.w);
  blocks[i] = as_uchar16(words);
}

kernel void crc32_words(global const uint *data, global uint *crc, constant uint *table, int n) {
  uint c = 0xffffffffu;
  int base = get_global_id(0) * n;
  for (int k = 0; k < n; ++k) {
    uint w = data[base + k];
    for (int b = 0; b < 4; ++b)
      c = table[(c ^ (w >> (8 * b))) & 0xff] ^ (c >> 8);
  }
  crc[get_global_id(0)] = ~c;
}
