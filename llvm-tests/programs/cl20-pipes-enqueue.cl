// OpenCL 2.0 pipes: packet read/write, work-group reservations, pipe queries.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL2.0
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Pipes
// CHECK-DAG: TypePipe {{[0-9]+}} 0
// CHECK-DAG: TypePipe {{[0-9]+}} 1
// CHECK-DAG: ReadPipe
// CHECK-DAG: WritePipe
// CHECK-DAG: GroupReserveWritePipePackets
// CHECK-DAG: ReservedWritePipe
// CHECK-DAG: GroupCommitWritePipe
// CHECK-DAG: GetNumPipePackets

// OpenCL 2.0 producer/consumer pipes with reservations and work-group reservations.
kernel void produce(global const int4 *src, write_only pipe int4 out) {
  int4 v = src[get_global_id(0)];
  if (any(v != 0))
    write_pipe(out, &v);
}

kernel void consume(read_only pipe int4 in, global int4 *dst, global int *got) {
  int4 v;
  if (read_pipe(in, &v) == 0) {
    dst[get_global_id(0)] = v;
    atomic_inc(got);
  }
}

kernel void batch_produce(global const float *src, write_only pipe float out) {
  reserve_id_t r = work_group_reserve_write_pipe(out, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    float v = src[get_global_id(0)];
    write_pipe(out, r, get_local_id(0), &v);
    work_group_commit_write_pipe(out, r);
  }
}

kernel void drain_info(read_only pipe float in, global uint *info) {
  info[0] = get_pipe_num_packets(in);
  info[1] = get_pipe_max_packets(in);
}
