//! The Itanium mangling subset of OpenCL builtins (`src/builtins/`), both ways.
//!
//! `header_names_round_trip` runs clang-14 on an empty OpenCL C file with the default header
//! (`opencl-c.h`) and reads the mangled name of every declaration from its JSON AST dump; every
//! one must demangle and mangle back to itself.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use llvm_spirv_rs::builtins::opaque;
use llvm_spirv_rs::builtins::{
    BuiltinType as T, Demangled, MangleErrorKind, Qualifiers, Template, TemplateArg, demangle,
    mangle,
};

// ---------------------------------------------------------------------------------------------
// Every declaration of opencl-c.h, as clang-14 mangles it.

/// The (triple, OpenCL version) pairs whose declarations are read: the header declares
/// different sets per version (generic address space from 2.0, `size_t` is `j` on `spir`).
const CONFIGS: &[(&str, &str)] = &[
    ("spir64", "CL1.2"),
    ("spir64", "CL2.0"),
    ("spir64", "CL3.0"),
    ("spir", "CL1.2"),
    ("spir", "CL2.0"),
    ("spir", "CL3.0"),
];

fn header_names(input: &Path, triple: &str, std: &str) -> Vec<String> {
    let out = Command::new("clang-14")
        .args(["-cc1", "-triple", triple])
        .arg(format!("-cl-std={std}"))
        .args(["-finclude-default-header", "-ast-dump=json"])
        .arg(input)
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => panic!(
            "cannot run clang-14 ({e}): install it (Debian package clang-14, see scripts/setup)"
        ),
    };
    assert!(
        out.status.success(),
        "clang-14 failed for {triple} {std}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = String::from_utf8_lossy(&out.stdout);
    let key = "\"mangledName\": \"";
    let mut names = Vec::new();
    let mut rest = &json[..];
    while let Some(i) = rest.find(key) {
        rest = &rest[i + key.len()..];
        let end = rest.find('"').unwrap_or(rest.len());
        names.push(rest[..end].to_string());
        rest = &rest[end..];
    }
    names
}

#[test]
fn header_names_round_trip() {
    let input = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mangling-empty.cl");
    std::fs::write(&input, "").expect("write an empty .cl file");
    let input = &input;
    let per_config: Vec<Vec<String>> = std::thread::scope(|s| {
        let handles: Vec<_> = CONFIGS
            .iter()
            .map(|&(triple, std)| s.spawn(move || header_names(input, triple, std)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("clang thread"))
            .collect()
    });
    let mut all = BTreeSet::new();
    let mut unmangled = BTreeSet::new();
    for (names, (triple, std)) in per_config.iter().zip(CONFIGS) {
        assert!(
            names.len() > 10_000,
            "clang-14 {triple} {std} declared only {} functions",
            names.len()
        );
        for n in names {
            if n.starts_with("_Z") {
                all.insert(n.clone());
            } else {
                unmangled.insert(n.clone());
            }
        }
    }
    // `printf` is the header's one C-linkage function.
    for n in &unmangled {
        let e = demangle(n).expect_err("unmangled names are errors");
        assert_eq!(e.kind, MangleErrorKind::NotMangled, "{e}");
    }

    let mut failures = Vec::new();
    for n in &all {
        match demangle(n) {
            Err(e) => failures.push(e.to_string()),
            Ok(d) => {
                let m = if d.template.is_none() {
                    mangle(&d.name, &d.params)
                } else {
                    d.mangle()
                };
                if &m != n {
                    failures.push(format!("{n} demangles to {d} which mangles to {m}"));
                }
            }
        }
    }
    eprintln!(
        "opencl-c.h: {} distinct mangled names over {} configurations round-trip \
         ({} unmangled: {:?}); {} failures",
        all.len(),
        CONFIGS.len(),
        unmangled.len(),
        unmangled,
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} names do not round-trip:\n{}",
        failures.len(),
        all.len(),
        failures[..failures.len().min(50)].join("\n")
    );
    assert!(all.len() > 14_000, "only {} names", all.len());
}

// ---------------------------------------------------------------------------------------------
// Hand-picked names, both ways.

fn global(t: T) -> T {
    T::pointer(t, 1)
}
fn local(t: T) -> T {
    T::pointer(t, 3)
}
fn generic(t: T) -> T {
    T::pointer(t, 4)
}
fn ptr_q(t: T, q: Qualifiers) -> T {
    T::pointer_q(t, q)
}
fn v(t: T, n: u32) -> T {
    T::vector(t, n)
}
fn named(n: &str) -> T {
    T::named(n)
}

fn cases() -> Vec<(&'static str, Demangled)> {
    let g = Qualifiers::in_addr_space(1);
    let l = Qualifiers::in_addr_space(3);
    let gen_ = Qualifiers::in_addr_space(4);
    vec![
        (
            "_Z13get_global_idj",
            Demangled::new("get_global_id", vec![T::UInt]),
        ),
        ("_Z12get_work_dimv", Demangled::new("get_work_dim", vec![])),
        (
            "_Z10vload_halfmPU3AS1KDh",
            Demangled::new("vload_half", vec![T::ULong, ptr_q(T::Half, g.with_const())]),
        ),
        (
            "_Z11vstore_halffmPU3AS1Dh",
            Demangled::new("vstore_half", vec![T::Float, T::ULong, global(T::Half)]),
        ),
        (
            "_Z15vstore_half_rteDv4_fjPDh",
            Demangled::new(
                "vstore_half_rte",
                vec![v(T::Float, 4), T::UInt, T::pointer(T::Half, 0)],
            ),
        ),
        (
            "_Z6vload4mPU3AS2Kf",
            Demangled::new(
                "vload4",
                vec![
                    T::ULong,
                    ptr_q(T::Float, Qualifiers::in_addr_space(2).with_const()),
                ],
            ),
        ),
        (
            "_Z10atomic_addPU3AS3Vii",
            Demangled::new("atomic_add", vec![ptr_q(T::Int, l.with_volatile()), T::Int]),
        ),
        (
            "_Z14atomic_cmpxchgPU3AS1Vjjj",
            Demangled::new(
                "atomic_cmpxchg",
                vec![ptr_q(T::UInt, g.with_volatile()), T::UInt, T::UInt],
            ),
        ),
        (
            "_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope",
            Demangled::new(
                "atomic_fetch_add_explicit",
                vec![
                    ptr_q(T::atomic(T::Int), g.with_volatile()),
                    T::Int,
                    named("memory_order"),
                    named("memory_scope"),
                ],
            ),
        ),
        (
            // The pointer is S1_, its qualified pointee S0_, the atomic type S_.
            "_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope",
            Demangled::new(
                "atomic_compare_exchange_strong_explicit",
                vec![
                    ptr_q(T::atomic(T::Int), gen_.with_volatile()),
                    generic(T::Int),
                    T::Int,
                    named("memory_order"),
                    named("memory_order"),
                    named("memory_scope"),
                ],
            ),
        ),
        (
            "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f",
            Demangled::new(
                "read_imagef",
                vec![
                    named("ocl_image2d_ro"),
                    named("ocl_sampler"),
                    v(T::Float, 2),
                ],
            ),
        ),
        (
            // SPIR 1.2 image names carry no access qualifier.
            "_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i",
            Demangled::new(
                "read_imagef",
                vec![named("ocl_image2d"), named("ocl_sampler"), v(T::Int, 2)],
            ),
        ),
        (
            "_Z12write_imagef14ocl_image2d_woDv2_iDv4_f",
            Demangled::new(
                "write_imagef",
                vec![named("ocl_image2d_wo"), v(T::Int, 2), v(T::Float, 4)],
            ),
        ),
        (
            "_Z3minDv4_fS_",
            Demangled::new("min", vec![v(T::Float, 4), v(T::Float, 4)]),
        ),
        (
            "_Z5clampDv16_cS_S_",
            Demangled::new("clamp", vec![v(T::Char, 16); 3]),
        ),
        (
            "_Z6selectDv4_aS_Dv4_h",
            Demangled::new(
                "select",
                vec![v(T::SChar, 4), v(T::SChar, 4), v(T::UChar, 4)],
            ),
        ),
        (
            "_Z5fractfPU3AS1f",
            Demangled::new("fract", vec![T::Float, global(T::Float)]),
        ),
        (
            "_Z6remquoDv3_dS_PU3AS3Dv3_i",
            Demangled::new(
                "remquo",
                vec![v(T::Double, 3), v(T::Double, 3), local(v(T::Int, 3))],
            ),
        ),
        (
            "_Z21async_work_group_copyPU3AS1Dv16_jPU3AS3KS_m9ocl_event",
            Demangled::new(
                "async_work_group_copy",
                vec![
                    global(v(T::UInt, 16)),
                    ptr_q(v(T::UInt, 16), l.with_const()),
                    T::ULong,
                    named("ocl_event"),
                ],
            ),
        ),
        (
            "_Z17wait_group_eventsiP9ocl_event",
            Demangled::new(
                "wait_group_events",
                vec![T::Int, T::pointer(named("ocl_event"), 0)],
            ),
        ),
        (
            "_Z10ndrange_2DPKjS0_S0_",
            Demangled::new(
                "ndrange_2D",
                vec![ptr_q(T::UInt, Qualifiers::in_addr_space(0).with_const()); 3],
            ),
        ),
        (
            "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_",
            Demangled::new(
                "enqueue_marker",
                vec![
                    named("ocl_queue"),
                    T::UInt,
                    ptr_q(named("ocl_clkevent"), gen_.with_const()),
                    generic(named("ocl_clkevent")),
                ],
            ),
        ),
        (
            // SPIR 2.0 spelling of a block, with no address space.
            "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE",
            Demangled::new(
                "enqueue_kernel",
                vec![
                    named("ocl_queue"),
                    T::Int,
                    named("ndrange_t"),
                    T::block(T::Void, vec![], 0),
                ],
            ),
        ),
        (
            // clang-14's spelling: the block's function type is in the generic address space.
            "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerU3AS4FvPU3AS3vS2_Ejj",
            Demangled::new(
                "enqueue_kernel",
                vec![
                    named("ocl_queue"),
                    T::Int,
                    named("ndrange_t"),
                    T::block(T::Void, vec![local(T::Void), local(T::Void)], 4),
                    T::UInt,
                    T::UInt,
                ],
            ),
        ),
        (
            "_Z2f6U13block_pointerU3AS4FiiDv2_fES2_",
            Demangled::new(
                "f6",
                vec![T::block(T::Int, vec![T::Int, v(T::Float, 2)], 4); 2],
            ),
        ),
        (
            "_Z2f5PU3AS1PU3AS1iS2_",
            Demangled::new("f5", vec![global(global(T::Int)); 2]),
        ),
        (
            "_Z2f9PU3AS1VKfPU3AS3Vi",
            Demangled::new(
                "f9",
                vec![
                    ptr_q(T::Float, g.with_volatile().with_const()),
                    ptr_q(T::Int, l.with_volatile()),
                ],
            ),
        ),
        ("_Z2f7cahbl", {
            let p = vec![T::Char, T::SChar, T::UChar, T::Bool, T::Long];
            Demangled::new("f7", p)
        }),
        (
            // A `__private` pointee is a qualified type for substitutions although nothing is
            // written: `Pd` adds two candidates, so `memory_order` is S4_.
            "_Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_",
            Demangled::new(
                "atomic_compare_exchange_weak_explicit",
                vec![
                    ptr_q(T::atomic(T::Double), g.with_volatile()),
                    T::pointer(T::Double, 0),
                    T::Double,
                    named("memory_order"),
                    named("memory_order"),
                ],
            ),
        ),
        (
            "_Z5fractDv4_fPS_",
            Demangled::new("fract", vec![v(T::Float, 4), T::pointer(v(T::Float, 4), 0)]),
        ),
        (
            // The incumbent's SPV-IR names: a pointee with no address space is unqualified.
            "_Z23__spirv_BuildNDRange_2DPlS_S_",
            Demangled::new(
                "__spirv_BuildNDRange_2D",
                vec![ptr_q(T::Long, Qualifiers::NONE); 3],
            ),
        ),
        (
            "_Z21__spirv_AtomicFMaxEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd",
            Demangled::new(
                "__spirv_AtomicFMaxEXT",
                vec![
                    global(T::Double),
                    named("__spv::Scope::Flag"),
                    named("__spv::MemorySemanticsMask::Flag"),
                    T::Double,
                ],
            ),
        ),
        (
            // Scalars, newer ones included, are never substituted.
            "_Z11native_powrDF16bDF16b",
            Demangled::new("native_powr", vec![T::BFloat16, T::BFloat16]),
        ),
        (
            "_Z33__spirv_BuiltInGlobalInvocationIdi",
            Demangled::new("__spirv_BuiltInGlobalInvocationId", vec![T::Int]),
        ),
        (
            "_Z17__spirv_ocl_s_maxii",
            Demangled::new("__spirv_ocl_s_max", vec![T::Int, T::Int]),
        ),
        (
            "_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_1_0_0_0_1Dv4_iS2_",
            Demangled::new(
                "__spirv_ImageWrite",
                vec![
                    global(named("__spirv_Image__void_1_0_1_0_0_0_1")),
                    v(T::Int, 4),
                    v(T::Int, 4),
                ],
            ),
        ),
        (
            "_Z13__spirv_IsNanIDv4_aDv4_fET_T0_",
            Demangled {
                name: "__spirv_IsNan".into(),
                params: vec![T::TemplateParam(1)],
                template: Some(Template {
                    args: vec![
                        TemplateArg::Type(v(T::SChar, 4)),
                        TemplateArg::Type(v(T::Float, 4)),
                    ],
                    ret: T::TemplateParam(0),
                }),
            },
        ),
        (
            "_Z11ap_float_eqILi7ELin12ELb1EEvv",
            Demangled {
                name: "ap_float_eq".into(),
                params: vec![],
                template: Some(Template {
                    args: vec![
                        TemplateArg::Int {
                            ty: T::Int,
                            value: 7,
                        },
                        TemplateArg::Int {
                            ty: T::Int,
                            value: -12,
                        },
                        TemplateArg::Int {
                            ty: T::Bool,
                            value: 1,
                        },
                    ],
                    ret: T::Void,
                }),
            },
        ),
        (
            // A repeated template parameter is itself substituted.
            "_Z3maxIiET_S0_S0_",
            Demangled {
                name: "max".into(),
                params: vec![T::TemplateParam(0); 2],
                template: Some(Template {
                    args: vec![TemplateArg::Type(T::Int)],
                    ret: T::TemplateParam(0),
                }),
            },
        ),
    ]
}

#[test]
fn hand_picked_names_both_ways() {
    for (mangled, expected) in cases() {
        let d = demangle(mangled).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(d, expected, "demangling {mangled}");
        assert_eq!(expected.mangle(), mangled, "mangling {expected}");
        if expected.template.is_none() {
            assert_eq!(mangle(&expected.name, &expected.params), mangled);
        }
    }
}

#[test]
fn older_qualifier_order_is_read() {
    // Inputs from older producers put CV qualifiers before the address space; mangling writes
    // clang-14's order.
    for (old, new) in [
        (
            "_Z21async_work_group_copyPU3AS1Dv2_cPKU3AS3S_j9ocl_event",
            "_Z21async_work_group_copyPU3AS1Dv2_cPU3AS3KS_j9ocl_event",
        ),
        (
            "_Z11atomic_loadPVU3AS4U7_Atomici",
            "_Z11atomic_loadPU3AS4VU7_Atomici",
        ),
        (
            "_Z14atomic_cmpxchgPVU3AS1iii",
            "_Z14atomic_cmpxchgPU3AS1Viii",
        ),
    ] {
        let d = demangle(old).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(d.mangle(), new);
        assert_eq!(demangle(new).unwrap(), d);
    }
}

#[test]
fn template_params_resolve() {
    let d = demangle("_Z13__spirv_IsNanIDv4_aDv4_fET_T0_").unwrap();
    assert_eq!(d.resolved_params(), vec![v(T::Float, 4)]);
    assert_eq!(
        d.to_string(),
        "T0 __spirv_IsNan<char4, float4>(T1)",
        "display"
    );
}

#[test]
fn display_spells_opencl_types() {
    let d = demangle("_Z10vload_halfmPU3AS1KDh").unwrap();
    assert_eq!(d.to_string(), "vload_half(ulong, __global const half *)");
    let d = demangle("_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerU3AS4FvPU3AS3vS2_Ejj")
        .unwrap();
    assert_eq!(
        d.to_string(),
        "enqueue_kernel(ocl_queue, int, ndrange_t, void (__generic ^)(__local void *, \
         __local void *), uint, uint)"
    );
    let d = demangle("_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope")
        .unwrap();
    assert_eq!(
        d.to_string(),
        "atomic_fetch_add_explicit(__global volatile _Atomic(int) *, int, memory_order, \
         memory_scope)"
    );
}

#[test]
fn scalar_names() {
    let cases = [
        (T::Char, "char"),
        (T::SChar, "char"),
        (T::UChar, "uchar"),
        (T::Short, "short"),
        (T::UShort, "ushort"),
        (T::Int, "int"),
        (T::UInt, "uint"),
        (T::Long, "long"),
        (T::ULong, "ulong"),
        (T::Half, "half"),
        (T::Float, "float"),
        (T::Double, "double"),
        (T::Bool, "bool"),
        (v(T::Int, 4), "int4"),
        (v(T::Half, 16), "half16"),
        (v(T::UChar, 3), "uchar3"),
    ];
    for (t, name) in cases {
        assert_eq!(t.scalar_name().as_deref(), Some(name), "{t:?}");
        if t != T::SChar {
            assert_eq!(T::from_scalar_name(name), Some(t));
        }
    }
    assert_eq!(T::Void.scalar_name(), None);
    assert_eq!(global(T::Int).scalar_name(), None);
    assert_eq!(named("ocl_event").scalar_name(), None);
    assert_eq!(T::from_scalar_name("int5"), None);
    assert_eq!(T::from_scalar_name("uint8"), Some(v(T::UInt, 8)));
}

#[test]
fn opaque_type_names() {
    assert_eq!(
        opaque::ocl_source_name("opencl.image2d_array_msaa_depth_ro_t").as_deref(),
        Some("ocl_image2d_array_msaa_depth_ro")
    );
    assert_eq!(
        opaque::ocl_source_name("opencl.clk_event_t").as_deref(),
        Some("ocl_clkevent")
    );
    assert_eq!(
        opaque::ocl_source_name("opencl.reserve_id_t").as_deref(),
        Some("ocl_reserveid")
    );
    assert_eq!(
        opaque::ocl_source_name("opencl.pipe_wo_t").as_deref(),
        Some("ocl_pipe")
    );
    assert_eq!(
        opaque::ocl_source_name("opencl.intel_sub_group_avc_ime_payload_t").as_deref(),
        Some("ocl_intel_sub_group_avc_ime_payload_t")
    );
    assert_eq!(opaque::ocl_source_name("struct.ndrange_t"), None);
    for s in [
        "opencl.image1d_buffer_rw_t",
        "opencl.sampler_t",
        "opencl.event_t",
        "opencl.clk_event_t",
        "opencl.queue_t",
        "opencl.reserve_id_t",
        "opencl.pipe_ro_t",
        "opencl.intel_sub_group_avc_sic_result_t",
    ] {
        let n = opaque::ocl_source_name(s).unwrap();
        assert_eq!(opaque::ocl_struct_name(&n).as_deref(), Some(s));
    }
    for (llvm, src) in [
        (
            "spirv.Image._void_1_0_0_0_0_0_0",
            "__spirv_Image__void_1_0_0_0_0_0_0",
        ),
        (
            "spirv.SampledImage._float_1_0_0_0_0_0_0",
            "__spirv_SampledImage__float_1_0_0_0_0_0_0",
        ),
        ("spirv.Pipe._0", "__spirv_Pipe__0"),
        ("spirv.Event", "__spirv_Event"),
        ("spirv.DeviceEvent", "__spirv_DeviceEvent"),
        (
            "spirv.CooperativeMatrixKHR._int_3_12_12_3",
            "__spirv_CooperativeMatrixKHR__int_3_12_12_3",
        ),
    ] {
        assert_eq!(opaque::spirv_source_name(llvm).as_deref(), Some(src));
        assert_eq!(opaque::spirv_struct_name(src).as_deref(), Some(llvm));
    }
    let img = opaque::opaque_pointer_type("spirv.Image._void_1_0_1_0_0_0_1", 1).unwrap();
    assert_eq!(
        mangle("__spirv_ImageWrite", &[img, v(T::Int, 4), v(T::Int, 4)]),
        "_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_1_0_0_0_1Dv4_iS2_"
    );
    let img = opaque::opaque_pointer_type("opencl.image2d_ro_t", 1).unwrap();
    assert_eq!(
        mangle("get_image_width", &[img]),
        "_Z15get_image_width14ocl_image2d_ro"
    );
}

// ---------------------------------------------------------------------------------------------
// Errors.

#[test]
fn errors_name_the_input_and_position() {
    let e = demangle("__spirv_BuiltInGlobalInvocationId").unwrap_err();
    assert_eq!(e.kind, MangleErrorKind::NotMangled);
    assert!(
        e.to_string().contains("__spirv_BuiltInGlobalInvocationId"),
        "{e}"
    );
    assert!(demangle("printf").is_err());
    assert!(demangle("").is_err());

    let e = demangle("_Z3minDv4_").unwrap_err();
    assert_eq!(e.pos, 10);
    assert_eq!(
        e.to_string(),
        "cannot demangle `_Z3minDv4_` at byte 10: expected a type, found the end of the name"
    );
    let e = demangle("_Z3minDv4_fS0_").unwrap_err();
    assert_eq!(e.pos, 11, "{e}");
    assert!(e.to_string().contains("S0_"), "{e}");
    let e = demangle("_Z20get_local_idj").unwrap_err();
    assert_eq!(e.kind, MangleErrorKind::Malformed);
    assert!(e.to_string().contains("runs past the end"), "{e}");
    let e = demangle("_ZN2cl4sycl3fooEv").unwrap_err();
    assert_eq!(e.kind, MangleErrorKind::Unsupported, "{e}");
    assert!(demangle("_Z3fooiv").is_err(), "void among parameters");
    assert!(demangle("_Z3foo").is_err(), "no parameters");
    // A qualified parameter of a builtin type is read as the type (the qualifier means
    // nothing for a value; `_Z10atomic_maxPU3AS3jVj` is seen in the wild) and is a
    // substitution candidate; qualifiers on other non-pointee types are not read.
    let d = demangle("_Z3fooVjPS_").unwrap();
    assert_eq!(d.params[0], T::UInt);
    assert!(
        demangle("_Z3fooKDv4_f").is_err(),
        "top-level qualifier on a vector"
    );
    assert!(
        demangle("_Z3fooT_").is_err(),
        "template parameter outside a template"
    );
    assert!(demangle("_Z03fooi").is_err(), "leading zero");
    assert!(demangle("_Z3fooPU3AS0i").is_err(), "private is not written");
    assert!(demangle("_Z3fooPU4AS01i").is_err(), "leading zero");
    let deep = format!("_Z1f{}i", "P".repeat(100_000));
    assert_eq!(
        demangle(&deep).unwrap_err().kind,
        MangleErrorKind::Unsupported
    );
}

// ---------------------------------------------------------------------------------------------
// Property tests with a small deterministic generator (no dependency).

/// Iterations of the random-input test (`MANGLING_FUZZ_ITERS` overrides).
const FUZZ_ITERS_DEFAULT: usize = 200_000;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Whether `t` has a pointer whose pointee carries the given address space (`None`: none
/// written, the SPV-IR convention; `Some(0)`: clang's invisible `__private`).
fn has_pointer_in(t: &T, addr_space: Option<u32>) -> bool {
    match t {
        T::Pointer { pointee, quals } => {
            quals.addr_space == addr_space || has_pointer_in(pointee, addr_space)
        }
        T::BlockPointer { pointee, .. } | T::Atomic(pointee) | T::Vector { elem: pointee, .. } => {
            has_pointer_in(pointee, addr_space)
        }
        T::Function { ret, params } => {
            has_pointer_in(ret, addr_space) || params.iter().any(|p| has_pointer_in(p, addr_space))
        }
        _ => false,
    }
}

/// Whatever demangles must mangle to a name that demangles again, to the same thing when the
/// name was read in the convention its prefix selects, and that name must be a fixed point.
/// (When the preferred convention fails and the other one is used, the canonical spelling of
/// the result may read differently in the preferred one: such names have no clang-14 origin.)
fn check_consistent(input: &str) {
    if let Ok(d) = demangle(input) {
        let m = d.mangle();
        let d2 = demangle(&m).unwrap_or_else(|e| panic!("{input} → {m}: {e}"));
        let other = if d.name.starts_with("__spirv_") {
            Some(0)
        } else {
            None
        };
        let fallback = d.params.iter().any(|p| has_pointer_in(p, other))
            || d.template.as_ref().is_some_and(|t| {
                has_pointer_in(&t.ret, other)
                    || t.args.iter().any(|a| match a {
                        TemplateArg::Type(t) => has_pointer_in(t, other),
                        TemplateArg::Int { .. } => false,
                    })
            });
        if !fallback {
            assert_eq!(d, d2, "{input} → {m}");
        }
        assert_eq!(d2.mangle(), m, "{input} → {m}");
    }
}

#[test]
fn random_and_truncated_inputs_never_panic() {
    let seeds: Vec<String> = cases().into_iter().map(|(m, _)| m.to_string()).collect();
    // Every prefix of every hand-picked name.
    for s in &seeds {
        for end in 0..=s.len() {
            check_consistent(&s[..end]);
        }
    }
    let iters = std::env::var("MANGLING_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(FUZZ_ITERS_DEFAULT);
    let alphabet: &[u8] = b"_ZPKVrUASDvhfijlmtscabdxyIELFTNn0123456789S_ocl";
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..iters {
        let mut s: Vec<u8> = if rng.below(2) == 0 {
            seeds[rng.below(seeds.len())].as_bytes().to_vec()
        } else {
            let mut v = b"_Z".to_vec();
            v.extend((0..rng.below(24)).map(|_| alphabet[rng.below(alphabet.len())]));
            v
        };
        for _ in 0..rng.below(4) {
            let at = rng.below(s.len() + 1);
            match rng.below(3) {
                0 => s.insert(at, alphabet[rng.below(alphabet.len())]),
                1 if at < s.len() => {
                    s.remove(at);
                }
                _ if at < s.len() => s[at] = alphabet[rng.below(alphabet.len())],
                _ => {}
            }
        }
        // Arbitrary bytes too, including non-ASCII.
        if rng.below(16) == 0 {
            let at = rng.below(s.len() + 1);
            s.insert(at, (rng.next() & 0xff) as u8);
        }
        check_consistent(&String::from_utf8_lossy(&s));
    }
}

/// Random types, drawing often from the ones made before so that substitutions are needed.
/// `spv_ir` selects the convention for pointees without an address space (see `demangle`).
fn random_type(rng: &mut Rng, pool: &mut Vec<T>, depth: u32, spv_ir: bool) -> T {
    const SCALARS: [T; 17] = [
        T::Float16,
        T::BFloat16,
        T::Bool,
        T::Char,
        T::SChar,
        T::UChar,
        T::Short,
        T::UShort,
        T::Int,
        T::UInt,
        T::Long,
        T::ULong,
        T::LongLong,
        T::ULongLong,
        T::Half,
        T::Float,
        T::Double,
    ];
    if !pool.is_empty() && rng.below(3) == 0 {
        return pool[rng.below(pool.len())].clone();
    }
    let t = match if depth == 0 { 0 } else { rng.below(8) } {
        0 | 1 => SCALARS[rng.below(SCALARS.len())].clone(),
        2 => T::vector(
            SCALARS[rng.below(SCALARS.len())].clone(),
            [2, 3, 4, 8, 16][rng.below(5)],
        ),
        3 | 4 => {
            let pointee = if rng.below(6) == 0 {
                T::Void
            } else {
                random_type(rng, pool, depth - 1, spv_ir)
            };
            let mut q = match rng.below(6) {
                0 if spv_ir => Qualifiers::NONE,
                n => Qualifiers::in_addr_space(n as u32),
            };
            q.is_const = rng.below(2) == 0;
            q.is_volatile = rng.below(3) == 0;
            q.is_restrict = rng.below(5) == 0;
            T::pointer_q(pointee, q)
        }
        5 => T::named(
            [
                "ocl_event",
                "ocl_image2d_ro",
                "ndrange_t",
                "__spirv_Image__void_1_0_0_0_0_0_0",
                "__spv::Scope::Flag",
                "__spv::Scope",
                "__spv::MemorySemanticsMask::Flag",
                "a::b::c::d",
                "a::b",
            ][rng.below(9)],
        ),
        6 => T::atomic(random_type(rng, pool, depth - 1, spv_ir)),
        _ => {
            let n = rng.below(3);
            let params = (0..n)
                .map(|_| random_type(rng, pool, depth - 1, spv_ir))
                .collect();
            T::block(T::Void, params, [0, 4][rng.below(2)])
        }
    };
    pool.push(t.clone());
    t
}

#[test]
fn random_signatures_round_trip() {
    let mut rng = Rng(12345);
    for i in 0..100_000 {
        let spv_ir = i % 2 == 1;
        let name = if spv_ir { "__spirv_F" } else { "f" };
        let mut pool = Vec::new();
        let n = rng.below(6);
        let params: Vec<T> = (0..n)
            .map(|_| random_type(&mut rng, &mut pool, 4, spv_ir))
            .collect();
        let m = mangle(name, &params);
        let d = demangle(&m).unwrap_or_else(|e| panic!("{params:?}: {e}"));
        assert_eq!(d.params, params, "{m}");
        assert_eq!(d.name, name);
    }
}
