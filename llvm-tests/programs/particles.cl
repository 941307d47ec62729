// Particle update with structs holding float3 members, a helper taking struct pointers, and atomics on struct fields.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same, but:
// at -O2 `cell` is a DIArgList (a base and a scaled index), which a DebugValue cannot hold.
// RUN: DWARF_O2="--no-location cell" bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: TypeStruct
// CHECK-DAG: ExtInst {{.*}} fclamp
// CHECK-DAG: ExtInst {{.*}} floor
// CHECK-DAG: AtomicIIncrement
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "integrate"

typedef struct {
  float3 pos;
  float3 vel;
  float mass;
  uint flags;
} Particle;

typedef struct {
  float3 gravity;
  float damping;
  float3 box_min, box_max;
} World;

void bounce(Particle *p, const World *w) {
  for (int axis = 0; axis < 3; ++axis) {
    float lo = axis == 0 ? w->box_min.x : axis == 1 ? w->box_min.y : w->box_min.z;
    float hi = axis == 0 ? w->box_max.x : axis == 1 ? w->box_max.y : w->box_max.z;
    float x = axis == 0 ? p->pos.x : axis == 1 ? p->pos.y : p->pos.z;
    if (x < lo || x > hi) {
      if (axis == 0)
        p->vel.x = -p->vel.x * w->damping;
      else if (axis == 1)
        p->vel.y = -p->vel.y * w->damping;
      else
        p->vel.z = -p->vel.z * w->damping;
      p->flags |= 1u << axis;
    }
  }
  p->pos = clamp(p->pos, w->box_min, w->box_max);
}

kernel void integrate(global Particle *ps, constant World *world, float dt, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  Particle p = ps[i];
  World w = *world;
  if (p.mass > 0.0f) {
    p.vel += w.gravity * dt;
    p.pos += p.vel * dt;
    bounce(&p, &w);
  }
  ps[i] = p;
}

typedef struct {
  int count;
  float3 centroid;
} Cell;

kernel void bin_particles(global const Particle *ps, global Cell *cells, float cell_size,
                          int grid) {
  int i = get_global_id(0);
  int3 c = convert_int3(floor(ps[i].pos / cell_size));
  c = clamp(c, 0, grid - 1);
  global Cell *cell = &cells[(c.z * grid + c.y) * grid + c.x];
  atomic_inc(&cell->count);
}
