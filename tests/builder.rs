//! `ModuleBuilder` through the public API: whole modules are built, encoded, checked with
//! `spirv-val` (Debian package `spirv-tools`) and decoded back.

use std::process::Command;

use llvm_spirv_rs::spirv::binary;
use llvm_spirv_rs::spirv::builder::ModuleBuilder;
use llvm_spirv_rs::spirv::grammar::Version;
use llvm_spirv_rs::spirv::tables::enums::{
    AddressingModel, Capability, Decoration, ExecutionModel, FunctionControl,
    FunctionParameterAttribute, LinkageType, MemoryAccess, MemoryModel, StorageClass,
};
use llvm_spirv_rs::spirv::tables::op;
use llvm_spirv_rs::spirv::{Id, SpvModule};

/// Encodes `module`, writes it to a temporary file and runs `spirv-val` on it; then checks that
/// the bytes decode back to the same module.
fn validate(module: &SpvModule, name: &str) {
    let bytes = binary::encode(module);
    let path = std::env::temp_dir().join(format!(
        "llvm-spirv-rs-builder-{}-{name}.spv",
        std::process::id()
    ));
    std::fs::write(&path, &bytes).expect("write the temporary module");
    let output = Command::new("spirv-val").arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let output = match output {
        Ok(o) => o,
        Err(e) => panic!(
            "cannot run spirv-val ({e}): install spirv-tools (`apt-get install spirv-tools`, \
             or scripts/setup)"
        ),
    };
    assert!(
        output.status.success(),
        "spirv-val rejects the {name} module:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let back = binary::decode(&bytes).expect("the module decodes");
    assert_eq!(back.header, module.header);
    assert_eq!(back.len(), module.len());
    assert_eq!(back.stream(), module.stream());
}

fn capabilities(m: &SpvModule) -> Vec<u32> {
    m.inst_ids()
        .filter(|&i| m.opcode(i) == op::Capability)
        .map(|i| m.operands(i)[0])
        .collect()
}

fn def_pos(m: &SpvModule, id: Id) -> usize {
    m.inst_ids()
        .position(|i| m.result_id(i) == Some(id))
        .expect("the id is defined")
}

fn kernel_builder() -> ModuleBuilder {
    let mut b = ModuleBuilder::new(Version::V1_0);
    b.memory_model(AddressingModel::Physical64, MemoryModel::OpenCL);
    b
}

/// A kernel taking a CrossWorkgroup `uint*` and storing a constant through it, plus an
/// exported function calling an imported one whose declaration is made last.
#[test]
fn small_kernel_module_validates() {
    let mut b = kernel_builder();
    let void = b.type_void();
    let uint = b.type_int(32, 0);
    let ptr = b.type_pointer(StorageClass::CrossWorkgroup, uint);
    let kernel_ty = b.type_function(void, &[ptr]);

    let kernel = b.begin_function(void, FunctionControl::None, kernel_ty);
    let out = b.function_parameter(ptr);
    b.label();
    // A constant made in the middle of a body goes to the global section.
    let value = b.constant(uint, &[42]);
    b.inst_no_result(op::Store, &[out.0, value.0, MemoryAccess::Aligned, 4]);
    b.inst_no_result(op::Return, &[]);
    b.end_function();
    b.entry_point(ExecutionModel::Kernel, kernel, "store42", &[]);
    b.name(kernel, "store42");
    b.name(out, "out");
    b.decorate(
        out,
        Decoration::FuncParamAttr,
        &[FunctionParameterAttribute::NoCapture],
    );

    // `caller` calls `helper`, whose id is allocated first and whose declaration comes last.
    let helper = b.fresh_id();
    let helper_ty = b.type_function(uint, &[uint]);
    let caller = b.begin_function(uint, FunctionControl::None, helper_ty);
    let x = b.function_parameter(uint);
    b.label();
    let r = b
        .inst(op::FunctionCall, Some(uint), &[helper.0, x.0])
        .expect("OpFunctionCall has a result");
    b.inst_no_result(op::ReturnValue, &[r.0]);
    b.end_function();
    b.decorate_linkage(caller, "caller", LinkageType::Export);
    b.begin_function_with_id(helper, uint, FunctionControl::None, helper_ty);
    b.function_parameter(uint);
    b.end_function();
    b.decorate_linkage(helper, "helper", LinkageType::Import);

    let module = b.finish().expect("the module builds");
    assert_eq!(
        capabilities(&module),
        vec![
            Capability::Addresses,
            Capability::Kernel,
            Capability::Linkage
        ]
    );
    assert!(def_pos(&module, helper) < def_pos(&module, kernel));
    assert!(def_pos(&module, kernel) < def_pos(&module, caller));
    validate(&module, "kernel");
}

/// `struct Node { struct Node global *next; int value; }` with a global variable of it, and
/// `A = { i32, C }, C = { i32, B }, B = { i32, A generic * }` used by a function.
#[test]
fn recursive_structs_validate() {
    let mut b = kernel_builder();
    let node = b.type_struct_placeholder();
    let node_ptr = b.type_pointer(StorageClass::CrossWorkgroup, node);
    let int = b.type_int(32, 0);
    b.set_struct_members(node, &[node_ptr, int]).unwrap();
    let zero = b.constant_null(node);
    let global = b.global_variable(node_ptr, StorageClass::CrossWorkgroup, Some(zero));
    b.decorate_linkage(global, "head", LinkageType::Export);

    let a = b.type_struct_placeholder();
    let c = b.type_struct_placeholder();
    let bs = b.type_struct_placeholder();
    let a_ptr = b.type_pointer(StorageClass::Generic, a);
    b.set_struct_members(bs, &[int, a_ptr]).unwrap();
    b.set_struct_members(c, &[int, bs]).unwrap();
    b.set_struct_members(a, &[int, c]).unwrap();
    let void = b.type_void();
    let f_ty = b.type_function(void, &[a_ptr]);
    let f = b.begin_function(void, FunctionControl::None, f_ty);
    b.function_parameter(a_ptr);
    b.end_function();
    b.decorate_linkage(f, "use_a", LinkageType::Import);

    let module = b.finish().expect("the module builds");
    let forward: Vec<u32> = module
        .inst_ids()
        .filter(|&i| module.opcode(i) == op::TypeForwardPointer)
        .map(|i| module.operands(i)[0])
        .collect();
    assert_eq!(forward, vec![node_ptr.0, a_ptr.0]);
    assert!(capabilities(&module).contains(&Capability::GenericPointer));
    validate(&module, "recursive");
}

#[test]
fn capabilities_follow_from_types() {
    let mut b = ModuleBuilder::new(Version::V1_0);
    let _ = b.type_event();
    assert_eq!(b.capabilities(), &[Capability::Kernel]);
    let i = b.type_int(64, 0);
    let _ = b.type_vector(i, 8);
    let _ = b.type_float(64);
    assert_eq!(
        b.capabilities(),
        &[
            Capability::Kernel,
            Capability::Int64,
            Capability::Vector16,
            Capability::Float64
        ]
    );
    let _ = b.type_pointer(StorageClass::Generic, i);
    assert!(b.has_capability(Capability::GenericPointer));
}

#[test]
fn same_type_same_id() {
    let mut b = ModuleBuilder::new(Version::V1_0);
    let f = b.type_float(32);
    assert_eq!(f, b.type_float(32));
    assert_ne!(f, b.type_float(64));
    let v = b.type_vector(f, 4);
    assert_eq!(v, b.type_vector(f, 4));
    assert_ne!(v, b.type_vector(f, 3));
    let s1 = b.type_struct_new(&[f]);
    let s2 = b.type_struct_new(&[f]);
    assert_ne!(s1, s2);
}
