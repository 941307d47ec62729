// Jacobi 5-point stencil with a halo staged in local memory, and a 3D heat-equation step.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "jacobi_step"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "heat3d"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: TypeArray

#define BX 16
#define BY 16

// 5-point Jacobi sweep with a one-cell halo staged in local memory.
kernel void jacobi_step(global const float *u, global float *u_new, global const float *rhs,
                        int nx, int ny, float h2) {
  local float tile[BY + 2][BX + 2];
  int gx = get_global_id(0), gy = get_global_id(1);
  int lx = get_local_id(0) + 1, ly = get_local_id(1) + 1;
  int cx = min(gx, nx - 1), cy = min(gy, ny - 1);
  tile[ly][lx] = u[cy * nx + cx];
  if (lx == 1)
    tile[ly][0] = u[cy * nx + max(cx - 1, 0)];
  if (lx == BX)
    tile[ly][BX + 1] = u[cy * nx + min(cx + 1, nx - 1)];
  if (ly == 1)
    tile[0][lx] = u[max(cy - 1, 0) * nx + cx];
  if (ly == BY)
    tile[BY + 1][lx] = u[min(cy + 1, ny - 1) * nx + cx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gx > 0 && gy > 0 && gx < nx - 1 && gy < ny - 1)
    u_new[gy * nx + gx] = 0.25f * (tile[ly][lx - 1] + tile[ly][lx + 1] + tile[ly - 1][lx] +
                                   tile[ly + 1][lx] - h2 * rhs[gy * nx + gx]);
}

// Explicit heat equation in 3D on a double-buffered grid.
kernel void heat3d(global const float *t, global float *t_next, int n, float alpha) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x == 0 || y == 0 || z == 0 || x >= n - 1 || y >= n - 1 || z >= n - 1)
    return;
  size_t c = ((size_t)z * n + y) * n + x;
  float lap = t[c - 1] + t[c + 1] + t[c - n] + t[c + n] + t[c - n * n] + t[c + n * n] - 6 * t[c];
  t_next[c] = t[c] + alpha * lap;
}
