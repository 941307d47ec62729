//! OpenCL C kernels run on a real OpenCL implementation after our translation.
//!
//! Each kernel goes clang-14 (SPIR, `spir64`) → `llvm-spirv-rs` forward → `spirv-val` →
//! `llvm-spirv-rs -r` in the CL1.2 and the CL2.0 builtin forms → PoCL's CPU device, which
//! loads SPIR 1.2 bitcode through `clCreateProgramWithBinary` with `-x spir -spir-std=1.2`
//! (it does not take SPIR-V) → the results are compared with values this test computes.
//!
//! PoCL's OpenCL C library has no `atomic_*_explicit` functions, so kernels with OpenCL 2.0
//! atomics run in the CL1.2 form only (their CL2.0 form is still produced and checked to
//! load). The device comes from `pocl-opencl-icd` (installed by `scripts/setup`); without an
//! OpenCL platform these tests fail and say so.

use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{CL_DEVICE_TYPE_CPU, Device, get_all_devices};
use opencl3::kernel::{ExecuteKernel, Kernel};
use opencl3::memory::{
    Buffer, CL_MEM_COPY_HOST_PTR, CL_MEM_READ_ONLY, CL_MEM_READ_WRITE, Image, Sampler,
};
use opencl3::memory::{
    CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, CL_FLOAT, CL_MEM_OBJECT_IMAGE2D, CL_RGBA,
};
use opencl3::program::Program;
use opencl3::types::{CL_BLOCKING, CL_FALSE, cl_image_desc, cl_image_format};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const OUR_BINARY: &str = env!("CARGO_BIN_EXE_llvm-spirv-rs");

/// The builtin forms reverse translation produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Cl12,
    Cl20,
}

impl Form {
    fn flag(self) -> &'static str {
        match self {
            Form::Cl12 => "--spirv-target-env=CL1.2",
            Form::Cl20 => "--spirv-target-env=CL2.0",
        }
    }
}

fn tool(name: &str) -> PathBuf {
    if name == "clang-14" {
        return PathBuf::from("clang-14");
    }
    let bindir = Command::new("llvm-config-14")
        .arg("--bindir")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let p = Path::new(&bindir).join(name);
    if p.exists() { p } else { PathBuf::from(name) }
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {:?}: {e}", cmd.get_program()));
    assert!(
        out.status.success(),
        "{what} failed ({:?}):\n{}{}",
        cmd,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A fresh directory for one kernel's files.
fn work_dir(name: &str) -> PathBuf {
    let d =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pocl-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).expect("work dir");
    d
}

/// clang-14 → forward → spirv-val → reverse in `form`: the SPIR 1.2 bitcode for PoCL.
fn translate(name: &str, src: &str, cl_std: &str, form: Form) -> Vec<u8> {
    let d = work_dir(name);
    let cl = d.join(format!("{name}.cl"));
    std::fs::write(&cl, src).expect("write source");
    let bc = d.join(format!("{name}.bc"));
    run(
        Command::new(tool("clang-14"))
            .args([
                "-cc1",
                "-triple",
                "spir64",
                &format!("-cl-std={cl_std}"),
                "-finclude-default-header",
                "-O2",
                "-emit-llvm-bc",
            ])
            .arg(&cl)
            .arg("-o")
            .arg(&bc),
        "clang-14",
    );
    let spv = d.join(format!("{name}.spv"));
    run(
        Command::new(OUR_BINARY).arg(&bc).arg("-o").arg(&spv),
        "llvm-spirv-rs (forward)",
    );
    run(Command::new(tool("spirv-val")).arg(&spv), "spirv-val");
    let rev = d.join(format!("{name}.{form:?}.bc"));
    run(
        Command::new(OUR_BINARY)
            .env("LLVM_SPIRV_RS_VERIFY", "1")
            .arg("-r")
            .arg(form.flag())
            .arg(&spv)
            .arg("-o")
            .arg(&rev),
        "llvm-spirv-rs -r",
    );
    run(
        Command::new(tool("llvm-dis"))
            .arg(&rev)
            .arg("-o")
            .arg(d.join(format!("{name}.{form:?}.ll"))),
        "llvm-dis",
    );
    std::fs::read(&rev).expect("read reverse output")
}

/// PoCL's CPU device, once.
struct Cl {
    device: Device,
    context: Context,
    queue: CommandQueue,
}

// The OpenCL objects are used from the test threads one call at a time (PoCL is thread-safe).
unsafe impl Send for Cl {}
unsafe impl Sync for Cl {}

fn cl() -> &'static Cl {
    static CL: OnceLock<Cl> = OnceLock::new();
    CL.get_or_init(|| {
        let ids = get_all_devices(CL_DEVICE_TYPE_CPU).unwrap_or_default();
        let id = *ids.first().expect(
            "no OpenCL CPU device: install PoCL (Debian pocl-opencl-icd and ocl-icd-libopencl1, \
             as scripts/setup does)",
        );
        let device = Device::new(id);
        let context = Context::from_device(&device).expect("OpenCL context");
        let queue = CommandQueue::create_default_with_properties(&context, 0, 0).expect("queue");
        Cl {
            device,
            context,
            queue,
        }
    })
}

/// An argument of a kernel run.
enum Arg {
    U32(Vec<u32>),
    I32(Vec<i32>),
    F32(Vec<f32>),
    /// A `__local` buffer of this many bytes.
    Local(usize),
    /// A 2D RGBA float image (width, height, texels) and, after it, a sampler argument.
    Image2d(usize, usize, Vec<f32>),
    Sampler,
}

/// What a buffer argument holds after the run.
#[derive(Debug, Clone, PartialEq)]
enum Out {
    U32(Vec<u32>),
    I32(Vec<i32>),
    F32(Vec<f32>),
    None,
}

enum Mem {
    U32(Buffer<u32>),
    I32(Buffer<i32>),
    F32(Buffer<f32>),
    Image(Image),
    Sampler(Sampler),
    None,
}

/// Loads `bitcode` with `-x spir -spir-std=1.2`, runs `kernel` over `global` work-items in
/// groups of `local`, and answers every buffer's content.
fn run_kernel(
    bitcode: &[u8],
    kernel: &str,
    args: &mut [Arg],
    global: usize,
    local: usize,
) -> Vec<Out> {
    run_kernel_nd(bitcode, kernel, args, &[global], &[local])
}

/// [`run_kernel`] over an N-dimensional range.
fn run_kernel_nd(
    bitcode: &[u8],
    kernel: &str,
    args: &mut [Arg],
    global: &[usize],
    local: &[usize],
) -> Vec<Out> {
    let cl = cl();
    let dev = cl.device.id();
    let mut program = unsafe { Program::create_from_binary(&cl.context, &[dev], &[bitcode]) }
        .expect("clCreateProgramWithBinary");
    if let Err(e) = program.build(&[dev], "-x spir -spir-std=1.2") {
        panic!(
            "PoCL could not build the program ({e}):\n{}",
            program.get_build_log(dev).unwrap_or_default()
        );
    }
    let k = Kernel::create(&program, kernel).expect("clCreateKernel");
    let flags = CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR;
    let mut mems = Vec::new();
    for a in args.iter_mut() {
        let m = unsafe {
            match a {
                Arg::U32(v) => Mem::U32(
                    Buffer::create(&cl.context, flags, v.len(), v.as_mut_ptr().cast())
                        .expect("buffer"),
                ),
                Arg::I32(v) => Mem::I32(
                    Buffer::create(&cl.context, flags, v.len(), v.as_mut_ptr().cast())
                        .expect("buffer"),
                ),
                Arg::F32(v) => Mem::F32(
                    Buffer::create(&cl.context, flags, v.len(), v.as_mut_ptr().cast())
                        .expect("buffer"),
                ),
                Arg::Image2d(w, h, texels) => {
                    let format = cl_image_format {
                        image_channel_order: CL_RGBA,
                        image_channel_data_type: CL_FLOAT,
                    };
                    let desc = cl_image_desc {
                        image_type: CL_MEM_OBJECT_IMAGE2D,
                        image_width: *w,
                        image_height: *h,
                        image_depth: 1,
                        image_array_size: 1,
                        image_row_pitch: 0,
                        image_slice_pitch: 0,
                        num_mip_levels: 0,
                        num_samples: 0,
                        buffer: std::ptr::null_mut(),
                    };
                    Mem::Image(
                        Image::create(
                            &cl.context,
                            CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                            &format,
                            &desc,
                            texels.as_mut_ptr().cast(),
                        )
                        .expect("image"),
                    )
                }
                Arg::Sampler => Mem::Sampler(
                    Sampler::create(
                        &cl.context,
                        CL_FALSE,
                        CL_ADDRESS_CLAMP_TO_EDGE,
                        CL_FILTER_NEAREST,
                    )
                    .expect("sampler"),
                ),
                _ => Mem::None,
            }
        };
        mems.push(m);
    }
    let mut exec = ExecuteKernel::new(&k);
    for (a, m) in args.iter().zip(&mems) {
        unsafe {
            match (a, m) {
                (_, Mem::U32(b)) => exec.set_arg(b),
                (_, Mem::I32(b)) => exec.set_arg(b),
                (_, Mem::F32(b)) => exec.set_arg(b),
                (_, Mem::Image(i)) => exec.set_arg(i),
                (_, Mem::Sampler(s)) => exec.set_arg(s),
                (Arg::Local(n), _) => exec.set_arg_local_buffer(*n),
                _ => &mut exec,
            };
        }
    }
    let ev = unsafe {
        exec.set_global_work_sizes(global)
            .set_local_work_sizes(local)
            .enqueue_nd_range(&cl.queue)
    }
    .expect("clEnqueueNDRangeKernel");
    ev.wait().expect("kernel run");
    let mut outs = Vec::new();
    for (a, m) in args.iter().zip(&mems) {
        let o = unsafe {
            match (a, m) {
                (Arg::U32(v), Mem::U32(b)) => {
                    let mut r = vec![0u32; v.len()];
                    cl.queue
                        .enqueue_read_buffer(b, CL_BLOCKING, 0, &mut r, &[])
                        .expect("read");
                    Out::U32(r)
                }
                (Arg::I32(v), Mem::I32(b)) => {
                    let mut r = vec![0i32; v.len()];
                    cl.queue
                        .enqueue_read_buffer(b, CL_BLOCKING, 0, &mut r, &[])
                        .expect("read");
                    Out::I32(r)
                }
                (Arg::F32(v), Mem::F32(b)) => {
                    let mut r = vec![0f32; v.len()];
                    cl.queue
                        .enqueue_read_buffer(b, CL_BLOCKING, 0, &mut r, &[])
                        .expect("read");
                    Out::F32(r)
                }
                _ => Out::None,
            }
        };
        outs.push(o);
    }
    outs
}

fn u32s(o: &Out) -> &[u32] {
    match o {
        Out::U32(v) => v,
        other => panic!("not a uint buffer: {other:?}"),
    }
}

fn i32s(o: &Out) -> &[i32] {
    match o {
        Out::I32(v) => v,
        other => panic!("not an int buffer: {other:?}"),
    }
}

fn f32s(o: &Out) -> &[f32] {
    match o {
        Out::F32(v) => v,
        other => panic!("not a float buffer: {other:?}"),
    }
}

fn close(got: f32, want: f32, rel: f32) -> bool {
    (got - want).abs() <= rel * want.abs().max(1.0)
}

fn assert_close(what: &str, got: &[f32], want: &[f32], rel: f32) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(close(*g, *w, rel), "{what}[{i}]: got {g}, want {w}");
    }
}

// ----- the kernels -----

const WORK_ITEMS: &str = r#"
__kernel void work_items(__global uint *out) {
  size_t g = get_global_id(0);
  out[g * 8 + 0] = (uint)g;
  out[g * 8 + 1] = (uint)get_local_id(0);
  out[g * 8 + 2] = (uint)get_group_id(0);
  out[g * 8 + 3] = (uint)get_global_size(0);
  out[g * 8 + 4] = (uint)get_local_size(0);
  out[g * 8 + 5] = (uint)get_num_groups(0);
  out[g * 8 + 6] = get_work_dim();
  out[g * 8 + 7] = (uint)(get_global_offset(0) + get_global_id(1) + get_local_size(1));
}
"#;

fn check_work_items(form: Form) {
    let bc = translate("work_items", WORK_ITEMS, "CL1.2", form);
    let (n, l) = (32usize, 8usize);
    let out = run_kernel(&bc, "work_items", &mut [Arg::U32(vec![0; n * 8])], n, l);
    let got = u32s(&out[0]);
    for g in 0..n {
        let want = [g, g % l, g / l, n, l, n / l, 1, 1].map(|x| x as u32);
        assert_eq!(&got[g * 8..g * 8 + 8], &want, "work-item {g} ({form:?})");
    }
}

#[test]
fn work_items_cl12() {
    check_work_items(Form::Cl12);
}

#[test]
fn work_items_cl20() {
    check_work_items(Form::Cl20);
}

const LOCAL_REDUCE: &str = r#"
__kernel void local_reduce(__global const int *in, __global int *out, __local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = tmp[0];
}
"#;

fn check_local_reduce(form: Form) {
    let bc = translate("local_reduce", LOCAL_REDUCE, "CL1.2", form);
    let (n, l) = (64usize, 16usize);
    let input: Vec<i32> = (0..n as i32).map(|x| x * 3 - 50).collect();
    let out = run_kernel(
        &bc,
        "local_reduce",
        &mut [
            Arg::I32(input.clone()),
            Arg::I32(vec![0; n / l]),
            Arg::Local(l * 4),
        ],
        n,
        l,
    );
    let want: Vec<i32> = input.chunks(l).map(|c| c.iter().sum()).collect();
    assert_eq!(i32s(&out[1]), &want[..], "{form:?}");
}

#[test]
fn local_memory_and_barriers_cl12() {
    check_local_reduce(Form::Cl12);
}

#[test]
fn local_memory_and_barriers_cl20() {
    check_local_reduce(Form::Cl20);
}

const ATOMICS_12: &str = r#"
__kernel void atomics12(__global int *c, __global uint *u, __global int *old) {
  int g = (int)get_global_id(0);
  atomic_add(&c[0], g);
  atomic_sub(&c[1], 2);
  atomic_inc(&c[2]);
  atomic_dec(&c[3]);
  atomic_max(&c[4], g * 7 % 23);
  atomic_min(&c[5], 100 - g);
  atomic_or(&c[6], 1 << (g % 31));
  atomic_and(&c[7], ~(1 << (g % 16)));
  atomic_xor(&c[8], g);
  atomic_max(&u[0], (uint)g * 3u);
  atomic_min(&u[1], (uint)g + 5u);
  atom_add(&c[9], 1);
  /* A spin lock with cmpxchg and xchg: every work-item adds once. */
  old[g] = atomic_cmpxchg(&c[10], 12345, 12345);
  while (atomic_cmpxchg(&c[11], 0, 1) != 0) {}
  c[12] += 2;
  atomic_xchg(&c[11], 0);
}
"#;

#[test]
fn atomics_opencl_1_2() {
    let bc = translate("atomics12", ATOMICS_12, "CL1.2", Form::Cl12);
    let n = 64usize;
    let init = vec![0, 1000, 0, 0, -1, 1000, 0, -1, 0, 0, 12345, 0, 0];
    let out = run_kernel(
        &bc,
        "atomics12",
        &mut [
            Arg::I32(init),
            Arg::U32(vec![0, u32::MAX]),
            Arg::I32(vec![0; n]),
        ],
        n,
        16,
    );
    let c = i32s(&out[0]);
    let g = 0..n as i32;
    assert_eq!(c[0], g.clone().sum::<i32>());
    assert_eq!(c[1], 1000 - 2 * n as i32);
    assert_eq!(c[2], n as i32);
    assert_eq!(c[3], -(n as i32));
    assert_eq!(c[4], g.clone().map(|x| x * 7 % 23).max().unwrap());
    assert_eq!(c[5], 100 - (n as i32 - 1));
    assert_eq!(c[6], g.clone().fold(0, |a, x| a | (1 << (x % 31))));
    assert_eq!(c[7], g.clone().fold(-1, |a, x| a & !(1 << (x % 16))));
    assert_eq!(c[8], g.clone().fold(0, |a, x| a ^ x));
    assert_eq!(c[9], n as i32);
    assert_eq!(c[10], 12345);
    assert_eq!(c[11], 0);
    assert_eq!(c[12], 2 * n as i32);
    let u = u32s(&out[1]);
    assert_eq!(u, &[3 * (n as u32 - 1), 5]);
    assert!(i32s(&out[2]).iter().all(|&x| x == 12345));
}

const ATOMICS_20: &str = r#"
__kernel void atomics20(__global atomic_int *a, __global atomic_uint *u, __global int *seen) {
  int g = (int)get_global_id(0);
  atomic_fetch_add(&a[0], g);
  atomic_fetch_sub_explicit(&a[1], 1, memory_order_relaxed);
  atomic_fetch_max(&a[2], g % 13);
  atomic_fetch_min_explicit(&u[0], (uint)(g + 3), memory_order_relaxed, memory_scope_device);
  atomic_fetch_or(&a[3], 1 << (g % 8));
  int expected = 0;
  if (atomic_compare_exchange_strong(&a[4], &expected, g + 1))
    seen[0] = g + 1;
  atomic_store(&a[5], 42);
  seen[g + 1] = atomic_load(&a[5]) + atomic_exchange(&a[6], 7) * 0;
}
"#;

fn check_atomics20(form: Form) {
    let bc = translate("atomics20", ATOMICS_20, "CL2.0", form);
    let n = 32usize;
    let out = run_kernel(
        &bc,
        "atomics20",
        &mut [
            Arg::I32(vec![0, 0, -5, 0, 0, 0, 0]),
            Arg::U32(vec![1000]),
            Arg::I32(vec![0; n + 1]),
        ],
        n,
        8,
    );
    let a = i32s(&out[0]);
    let g = 0..n as i32;
    assert_eq!(a[0], g.clone().sum::<i32>());
    assert_eq!(a[1], -(n as i32));
    assert_eq!(a[2], 12);
    assert_eq!(a[3], 0xff);
    assert!(
        a[4] >= 1 && a[4] <= n as i32,
        "compare-exchange winner {}",
        a[4]
    );
    assert_eq!(a[5], 42);
    assert_eq!(a[6], 7);
    assert_eq!(u32s(&out[1]), &[3]);
    let seen = i32s(&out[2]);
    assert_eq!(seen[0], a[4]);
    assert!(seen[1..].iter().all(|&x| x == 42));
}

#[test]
fn atomics_opencl_2_0_in_the_cl12_form() {
    check_atomics20(Form::Cl12);
}

#[test]
fn atomics_opencl_2_0_in_the_cl20_form() {
    check_atomics20(Form::Cl20);
}

const FENCES: &str = r#"
__kernel void fences(__global int *a, __global int *b) {
  size_t g = get_global_id(0);
  a[g] = (int)g * 2;
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  b[g] = a[g ^ 1] + 1;
}
"#;

/// Fences in the CL2.0 form (`atomic_work_item_fence`); PoCL's library has no `mem_fence`
/// function, which is the CL1.2 form of `OpMemoryBarrier`.
#[test]
fn fences_cl20() {
    let bc = translate("fences", FENCES, "CL2.0", Form::Cl20);
    let n = 16usize;
    let out = run_kernel(
        &bc,
        "fences",
        &mut [Arg::I32(vec![0; n]), Arg::I32(vec![0; n])],
        n,
        n,
    );
    let want: Vec<i32> = (0..n as i32).map(|g| (g ^ 1) * 2 + 1).collect();
    assert_eq!(i32s(&out[1]), &want[..]);
}

const MATH: &str = r#"
__kernel void math(__global const float *x, __global float *f, __global int *i, __global uint *u) {
  size_t g = get_global_id(0);
  float v = x[g];
  f[g * 8 + 0] = sqrt(fabs(v));
  f[g * 8 + 1] = sin(v) + cos(v);
  f[g * 8 + 2] = fmax(v, 0.5f) + fmin(v, -0.5f);
  f[g * 8 + 3] = clamp(v, -1.0f, 1.0f);
  f[g * 8 + 4] = mad(v, 2.0f, 1.0f);
  f[g * 8 + 5] = exp(v * 0.1f) + log(fabs(v) + 1.0f);
  f[g * 8 + 6] = convert_float(convert_int_rtz(v * 3.0f));
  f[g * 8 + 7] = pow(fabs(v) + 1.0f, 1.5f) + floor(v) + ceil(v);
  int k = (int)g - 8;
  i[g * 6 + 0] = abs(k) + max(k, 2) + min(k, -2);
  i[g * 6 + 1] = clamp(k * 100, -250, 300);
  i[g * 6 + 2] = convert_int_sat(v * 1e9f);
  i[g * 6 + 3] = convert_char_sat(k * 20);
  i[g * 6 + 4] = isnan(v / (v - v)) + isinf(1.0f / (v - v)) * 2 + signbit(v) * 4 + isless(v, 1.0f) * 8;
  i[g * 6 + 5] = hadd(k, 1000) + mul_hi(k, 0x40000000);
  uint w = (uint)g * 2654435761u;
  u[g * 4 + 0] = popcount(w) + clz(w) * 100;
  u[g * 4 + 1] = rotate(w, 7u);
  u[g * 4 + 2] = convert_uchar_sat(k * 30);
  u[g * 4 + 3] = convert_uint_sat_rte((float)k * 1.5f);
}
"#;

fn check_math(form: Form) {
    let bc = translate("math", MATH, "CL1.2", form);
    let n = 16usize;
    let x: Vec<f32> = (0..n).map(|g| (g as f32 - 7.5) * 0.37).collect();
    let out = run_kernel(
        &bc,
        "math",
        &mut [
            Arg::F32(x.clone()),
            Arg::F32(vec![0.0; n * 8]),
            Arg::I32(vec![0; n * 6]),
            Arg::U32(vec![0; n * 4]),
        ],
        n,
        4,
    );
    let (f, i, u) = (f32s(&out[1]), i32s(&out[2]), u32s(&out[3]));
    for g in 0..n {
        let v = x[g];
        let want = [
            v.abs().sqrt(),
            v.sin() + v.cos(),
            v.max(0.5) + v.min(-0.5),
            v.clamp(-1.0, 1.0),
            v * 2.0 + 1.0,
            (v * 0.1).exp() + (v.abs() + 1.0).ln(),
            (v * 3.0).trunc(),
            (v.abs() + 1.0).powf(1.5) + v.floor() + v.ceil(),
        ];
        assert_close(
            &format!("math floats of {g} ({form:?})"),
            &f[g * 8..g * 8 + 8],
            &want,
            1e-5,
        );
        let k = g as i32 - 8;
        let sat = |x: f32| {
            if x >= i32::MAX as f32 {
                i32::MAX
            } else if x <= i32::MIN as f32 {
                i32::MIN
            } else {
                x as i32
            }
        };
        let want_i = [
            k.abs() + k.max(2) + k.min(-2),
            (k * 100).clamp(-250, 300),
            sat(v * 1e9),
            (k * 20).clamp(-128, 127),
            i32::from((v / (v - v)).is_nan())
                + i32::from((1.0 / (v - v)).is_infinite()) * 2
                + if v.is_sign_negative() { 4 } else { 0 }
                + if v < 1.0 { 8 } else { 0 },
            ((k as i64 + 1000) >> 1) as i32 + ((k as i64 * 0x4000_0000) >> 32) as i32,
        ];
        assert_eq!(&i[g * 6..g * 6 + 6], &want_i, "math ints of {g} ({form:?})");
        let w = (g as u32).wrapping_mul(2_654_435_761);
        let rte = ((k as f32) * 1.5).round_ties_even();
        let want_u = [
            w.count_ones() + w.leading_zeros() * 100,
            w.rotate_left(7),
            (k * 30).clamp(0, 255) as u32,
            if rte < 0.0 { 0 } else { rte as u32 },
        ];
        assert_eq!(
            &u[g * 4..g * 4 + 4],
            &want_u,
            "math uints of {g} ({form:?})"
        );
    }
}

#[test]
fn math_and_conversions_cl12() {
    check_math(Form::Cl12);
}

#[test]
fn math_and_conversions_cl20() {
    check_math(Form::Cl20);
}

const VECTORS: &str = r#"
__kernel void vectors(__global const float *in, __global float *out, __global int *flags, __global half *h) {
  size_t g = get_global_id(0);
  float4 a = vload4(g, in);
  float4 b = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 c = a * b + (float4)(0.5f);
  vstore4(c, g, out);
  out[64 + g] = dot(a, b) + length(a.xy);
  float4 x = cross(a, b);
  out[128 + g] = x.x + x.y * 10.0f + x.z * 100.0f;
  float4 s = shuffle(a, (uint4)(3, 2, 1, 0));
  out[192 + g] = s.x - s.w;
  int4 m = isgreater(a, (float4)(0.0f));
  flags[g] = any(m) + all(m) * 2 + m.y * -4;
  vstore_half(a.x * 2.0f, g, h);
  out[256 + g] = vload_half(g, h) + convert_float4(convert_int4_sat_rte(c * 2.5f)).w;
}
"#;

fn check_vectors(form: Form) {
    let bc = translate("vectors", VECTORS, "CL1.2", form);
    let n = 16usize;
    let input: Vec<f32> = (0..n * 4).map(|k| (k as f32 - 30.0) * 0.25).collect();
    let out = run_kernel(
        &bc,
        "vectors",
        &mut [
            Arg::F32(input.clone()),
            Arg::F32(vec![0.0; 320]),
            Arg::I32(vec![0; n]),
            Arg::U32(vec![0; n]),
        ],
        n,
        4,
    );
    let (o, fl) = (f32s(&out[1]), i32s(&out[2]));
    let b = [1.0f32, 2.0, 3.0, 4.0];
    for g in 0..n {
        let a = &input[g * 4..g * 4 + 4];
        let c: Vec<f32> = (0..4).map(|k| a[k] * b[k] + 0.5).collect();
        assert_close(
            &format!("vstore4 {g} ({form:?})"),
            &o[g * 4..g * 4 + 4],
            &c,
            1e-6,
        );
        let dot: f32 = (0..4).map(|k| a[k] * b[k]).sum();
        assert_close(
            "dot+length",
            &[o[64 + g]],
            &[dot + (a[0] * a[0] + a[1] * a[1]).sqrt()],
            1e-5,
        );
        let cx = [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ];
        assert_close(
            "cross",
            &[o[128 + g]],
            &[cx[0] + cx[1] * 10.0 + cx[2] * 100.0],
            1e-5,
        );
        assert_close("shuffle", &[o[192 + g]], &[a[3] - a[0]], 1e-6);
        let m: Vec<bool> = a.iter().map(|&v| v > 0.0).collect();
        let want = i32::from(m.iter().any(|&x| x))
            + i32::from(m.iter().all(|&x| x)) * 2
            + if m[1] { 4 } else { 0 };
        assert_eq!(fl[g], want, "relational vector {g} ({form:?})");
        let half = a[0] * 2.0; // exactly representable in half here
        let w = (c[3] * 2.5).round_ties_even();
        assert_close("vload_half", &[o[256 + g]], &[half + w], 1e-6);
    }
}

#[test]
fn vectors_cl12() {
    check_vectors(Form::Cl12);
}

#[test]
fn vectors_cl20() {
    check_vectors(Form::Cl20);
}

const CONTROL: &str = r#"
int collatz(uint x) {
  int steps = 0;
  while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; }
  return steps;
}
__kernel void control(__global int *out) {
  int g = (int)get_global_id(0);
  int acc = 0;
  for (int k = 0; k < g; k++) {
    switch ((g + k) % 5) {
    case 0: acc += k; break;
    case 1: acc -= 2 * k; break;
    case 3: acc ^= k; /* fall through */
    case 4: acc += 3; break;
    default: acc *= 2; if (acc > 1000) acc -= 999; break;
    }
  }
  out[2 * g] = acc;
  out[2 * g + 1] = collatz((uint)g + 1);
}
"#;

fn check_control(form: Form) {
    let bc = translate("control", CONTROL, "CL1.2", form);
    let n = 40usize;
    let out = run_kernel(&bc, "control", &mut [Arg::I32(vec![0; 2 * n])], n, 8);
    let got = i32s(&out[0]);
    for g in 0..n as i32 {
        let mut acc = 0i32;
        for k in 0..g {
            match (g + k) % 5 {
                0 => acc += k,
                1 => acc -= 2 * k,
                3 => {
                    acc ^= k;
                    acc += 3;
                }
                4 => acc += 3,
                _ => {
                    acc *= 2;
                    if acc > 1000 {
                        acc -= 999;
                    }
                }
            }
        }
        let (mut x, mut steps) = (g as u32 + 1, 0);
        while x != 1 {
            x = if x & 1 == 1 { 3 * x + 1 } else { x / 2 };
            steps += 1;
        }
        assert_eq!(
            &got[2 * g as usize..2 * g as usize + 2],
            &[acc, steps],
            "work-item {g} ({form:?})"
        );
    }
}

#[test]
fn loops_and_switches_cl12() {
    check_control(Form::Cl12);
}

#[test]
fn loops_and_switches_cl20() {
    check_control(Form::Cl20);
}

const IMAGES: &str = r#"
__kernel void images(read_only image2d_t img, sampler_t smp, __global float *out) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  int w = get_image_width(img);
  float4 p = read_imagef(img, smp, (int2)(x, y));
  float4 q = read_imagef(img, (int2)(x, y));
  const sampler_t s2 = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  float4 r = read_imagef(img, s2, (float2)(x + 0.5f, y + 0.5f));
  out[y * w + x] = p.x + q.y * 10.0f + r.z * 100.0f + p.w * 1000.0f + get_image_height(img);
}
"#;

fn check_images(form: Form) {
    let bc = translate("images", IMAGES, "CL1.2", form);
    let (w, h) = (8usize, 4usize);
    let texels: Vec<f32> = (0..w * h * 4).map(|k| (k % 7) as f32 * 0.125).collect();
    let out = run_kernel_2d(
        &bc,
        "images",
        &mut [
            Arg::Image2d(w, h, texels.clone()),
            Arg::Sampler,
            Arg::F32(vec![0.0; w * h]),
        ],
        [w, h],
    );
    let got = f32s(&out[2]);
    for y in 0..h {
        for x in 0..w {
            let t = &texels[(y * w + x) * 4..(y * w + x) * 4 + 4];
            let want = t[0] + t[1] * 10.0 + t[2] * 100.0 + t[3] * 1000.0 + h as f32;
            assert_close(
                &format!("texel {x},{y} ({form:?})"),
                &[got[y * w + x]],
                &[want],
                1e-6,
            );
        }
    }
}

/// A 2D run, one group per row.
fn run_kernel_2d(bitcode: &[u8], kernel: &str, args: &mut [Arg], global: [usize; 2]) -> Vec<Out> {
    run_kernel_nd(bitcode, kernel, args, &global, &[global[0], 1])
}

#[test]
fn images_and_samplers_cl12() {
    check_images(Form::Cl12);
}

#[test]
fn images_and_samplers_cl20() {
    check_images(Form::Cl20);
}

// ----- Contracted multiply-adds keep their meaning -----

/// `a * b + c` in OpenCL C may be contracted (FP_CONTRACT is on by default): clang-14 writes
/// it as `llvm.fmuladd`, which the forward makes OpenCL.std `mad`; the reverse must give the
/// intrinsic back (a `mad` call is left to the library: PoCL's computes it unfused while the
/// original was fused). The inputs are ones where fused and unfused differ:
/// (1 + 2^-12)^2 - (1 + 2^-11) is 2^-24 exactly, 0 after rounding the product. An OpenCL C
/// `mad` call is OpenCL.std `mad` too, and must come back as the builtin (PoCL's computes it
/// unfused: a round trip that made it `llvm.fmuladd` would fuse it).
const CONTRACT: &str = r#"
kernel void muladd(global const float *a, global const float *b, global const float *c,
                   global float *out) {
  size_t g = get_global_id(0);
  out[g] = a[g] * b[g] + c[g];
}
kernel void builtin_mad(global const float *a, global const float *b, global const float *c,
                        global float *out) {
  size_t g = get_global_id(0);
  out[g] = mad(a[g], b[g], c[g]);
}
"#;

fn check_contraction(form: Form) {
    let name = format!("contract-{form:?}");
    let rev = translate(&name, CONTRACT, "CL1.2", form);
    let d = work_dir(&name);
    let ll = std::fs::read_to_string(d.join(format!("{name}.{form:?}.ll"))).expect("read .ll");
    assert!(
        ll.contains("call float @llvm.fmuladd.f32("),
        "the round trip ({form:?}) has no llvm.fmuladd:\n{ll}"
    );
    let orig = std::fs::read(d.join(format!("{name}.bc"))).expect("read clang's bitcode");
    let orig_ll = Command::new(tool("llvm-dis"))
        .arg(d.join(format!("{name}.bc")))
        .arg("-o")
        .arg("-")
        .output()
        .expect("llvm-dis");
    assert!(
        String::from_utf8_lossy(&orig_ll.stdout).contains("@llvm.fmuladd.f32("),
        "clang-14 did not contract a * b + c (the test's premise)"
    );
    let n = 8usize;
    let x = 1.0f32 + 2f32.powi(-12);
    let a: Vec<f32> = (0..n).map(|g| x + g as f32).collect();
    let b = vec![x; n];
    let c: Vec<f32> = a.iter().map(|&a| -(a * x)).collect();
    let run = |bc: &[u8], kernel: &str| -> Vec<u32> {
        let out = run_kernel(
            bc,
            kernel,
            &mut [
                Arg::F32(a.clone()),
                Arg::F32(b.clone()),
                Arg::F32(c.clone()),
                Arg::F32(vec![0.0; n]),
            ],
            n,
            4,
        );
        f32s(&out[3]).iter().map(|f| f.to_bits()).collect()
    };
    let (want, got) = (run(&orig, "muladd"), run(&rev, "muladd"));
    assert_eq!(
        got, want,
        "a contracted multiply-add computes otherwise after the round trip ({form:?}): \
         original {want:x?}, round trip {got:x?}"
    );
    let (want, got) = (run(&orig, "builtin_mad"), run(&rev, "builtin_mad"));
    assert_eq!(
        got, want,
        "a mad call computes otherwise after the round trip ({form:?}): \
         original {want:x?}, round trip {got:x?}"
    );
    assert!(
        ll.contains("@_Z3madfff("),
        "the round trip ({form:?}) has no mad call:\n{ll}"
    );
}

#[test]
fn contracted_multiply_add_cl12() {
    check_contraction(Form::Cl12);
}

#[test]
fn contracted_multiply_add_cl20() {
    check_contraction(Form::Cl20);
}
