// The opaque OpenCL types clang gives kernels (opencl.image*_t with access qualifiers,
// sampler_t, event_t, queue_t, clk_event_t, reserve_id_t, pipes) → the matching OpType*.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
// RUN: opt -verify %t.rev.bc -o /dev/null

// CHECK-DAG: Capability ImageBasic
// CHECK-DAG: Capability ImageReadWrite
// CHECK-DAG: Capability Pipes
// CHECK-DAG: TypeVoid [[VOID:[0-9]+]]
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 0 0 0 0 0 0 0
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 1 0 0 0 0 0 1
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 1 1 0 0 0 0 2
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 1 0 1 0 0 0 0
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 2 0 0 0 0 0 0
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 5 0 0 0 0 0 0
// CHECK-DAG: TypeImage {{[0-9]+}} [[VOID]] 1 0 0 1 0 0 0
// CHECK-DAG: TypeSampler
// CHECK-DAG: TypeEvent
// CHECK-DAG: TypeQueue
// CHECK-DAG: TypeDeviceEvent
// CHECK-DAG: TypeReserveId
// CHECK-DAG: TypePipe {{[0-9]+}} 0
// CHECK-DAG: TypePipe {{[0-9]+}} 1

kernel void images(read_only image1d_t a, write_only image2d_t b, read_write image2d_depth_t c,
                   read_only image2d_array_t d, read_only image3d_t e,
                   read_only image1d_buffer_t f, read_only image2d_msaa_t g) {}

kernel void others(sampler_t s, read_only pipe int p, write_only pipe float q) {
  event_t e = async_work_group_copy((local int *)0, (global const int *)0, 0, 0);
  queue_t qu = get_default_queue();
  clk_event_t ce = create_user_event();
  reserve_id_t r = reserve_read_pipe(p, 1);
}
