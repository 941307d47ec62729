// Events of device-side enqueue: create_user_event, is_valid_event, retain_event,
// set_user_event_status, capture_event_profiling_info, release_event ↔ OpCreateUserEvent ...
// OpReleaseEvent. Back in OpenCL C, capture_event_profiling_info's buffer is a `global void *`
// (mangled PU3AS1v); in SPV-IR it is the i8 pointer it is in LLVM.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O1 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// SPV: CreateUserEvent {{[0-9]+}} [[EV:[0-9]+]]
// SPV: RetainEvent [[EV]]
// SPV: SetUserEventStatus [[EV]]
// SPV: CaptureEventProfilingInfo [[EV]]
// SPV: ReleaseEvent [[EV]]

// CL: call spir_func void @_Z21set_user_event_status12ocl_clkeventi(%opencl.clk_event_t* %{{[a-z0-9]+}}, i32 3)
// CL: call spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(%opencl.clk_event_t* %{{[a-z0-9]+}}, i32 1, i8 addrspace(1)* %{{[a-z0-9]+}})
// SPVIR: call spir_func void @_Z33__spirv_CaptureEventProfilingInfoP19__spirv_DeviceEventiPU3AS1c(%spirv.DeviceEvent* %{{[a-z0-9]+}}, i32 1, i8 addrspace(1)* %{{[a-z0-9]+}})

kernel void timing(global ulong *stats, global int *ok) {
  clk_event_t ev = create_user_event();
  retain_event(ev);
  set_user_event_status(ev, CL_COMPLETE + 3);
  capture_event_profiling_info(ev, CLK_PROFILING_COMMAND_EXEC_TIME, stats);
  *ok = is_valid_event(ev) ? 7 : 9;
  release_event(ev);
}
