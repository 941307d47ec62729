//! Global variables → module-scope `OpVariable`s: storage class from the address space,
//! initializer, `LinkageAttributes`, `Constant`, `Alignment`, and BuiltIn variables
//! (`__spirv_BuiltIn*`).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Module, Type, TypeKind, Value, ValueKind};
use crate::mapping::linkage;
use crate::spirv::Id;
use crate::spirv::grammar::OperandKind;
use crate::spirv::tables::{enums, op};

/// `LinkageAttributes` of a global value from its LLVM linkage (`mapping::linkage`), for a
/// definition or a declaration: LinkOnceODR where SPV_KHR_linkonce_odr is allowed.
pub(crate) fn decorate_linkage(cx: &mut Ctx<'_, '_>, id: Id, v: Value<'_>, definition: bool) {
    let ext = linkage::LINKONCE_ODR_EXTENSION;
    let Some(kind) = linkage::linkage_type(v.linkage(), definition, cx.extension_allowed(ext))
    else {
        return;
    };
    if kind == enums::LinkageType::LinkOnceODR {
        cx.b.require_extension(ext);
    }
    cx.b.decorate_linkage(id, &v.name_str(), kind);
}

/// The BuiltIn enumerant a `__spirv_BuiltIn<Name>` global stands for.
pub(crate) fn builtin_of_name(name: &[u8]) -> Option<u32> {
    let rest = name.strip_prefix(b"__spirv_BuiltIn")?;
    OperandKind::BuiltIn
        .def()
        .value_of(std::str::from_utf8(rest).ok()?)
}

/// Emits the global variables and allocates ids for every function (they may be used before
/// they are defined).
pub(crate) fn declare_globals<'c>(cx: &mut Ctx<'c, '_>, module: &Module<'c>) -> Result<()> {
    let globals: Vec<Value<'c>> = module.globals().collect();
    // A global in the generic or the private address space is a CrossWorkgroup variable whose
    // uses see it cast to the LLVM address space (constants made once the variable exists, so
    // these come first).
    // A vector-compute private global is used as it is.
    let (generic, others): (Vec<Value<'c>>, Vec<Value<'c>>) = globals.iter().partition(|&&g| {
        matches!(g.type_of().address_space(), Some(0 | 4))
            && builtin_of_name(g.name()).is_none()
            && !super::vector_compute::is_private_global(cx, g)
    });
    for &g in &others {
        cx.value_id(g);
    }
    for &g in &generic {
        translate_global(cx, g)?;
    }
    for &g in &others {
        translate_global(cx, g)?;
    }
    for g in globals {
        if g.name() == b"llvm.global.annotations" {
            global_annotations(cx, g);
        }
    }
    Ok(())
}

/// Looks through pointer casts of a constant.
pub(crate) fn strip_casts(mut v: Value<'_>) -> Value<'_> {
    while v.kind() == ValueKind::ConstantExpr
        && matches!(
            v.opcode(),
            Some(llvm_sys::LLVMOpcode::LLVMBitCast | llvm_sys::LLVMOpcode::LLVMAddrSpaceCast)
        )
    {
        match v.operand(0) {
            Some(o) => v = o,
            None => break,
        }
    }
    v
}

/// The text of a constant C string (`getelementptr` of, or cast to, a global `[N x i8]`
/// holding it), without the terminating NUL.
pub(crate) fn constant_string(v: Value<'_>) -> Option<String> {
    let mut v = strip_casts(v);
    if v.kind() == ValueKind::ConstantExpr
        && v.opcode() == Some(llvm_sys::LLVMOpcode::LLVMGetElementPtr)
    {
        v = strip_casts(v.operand(0)?);
    }
    let init = v.initializer()?;
    let n = init.type_of().array_len()? as u32;
    let mut bytes = Vec::with_capacity(n as usize);
    for i in 0..n {
        match init.const_element(i).and_then(|e| e.const_int_zext()) {
            Some(0) => break,
            Some(b) => bytes.push(b as u8),
            None => return None,
        }
    }
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// `@llvm.global.annotations` (what `__attribute__((annotate("...")))` on a function or a
/// global variable makes) → `UserSemantic` decorations, where the module may be SPIR-V 1.4.
/// A global variable's FPGA memory attributes (SPV_INTEL_fpga_memory_attributes, when allowed)
/// and load/store-unit controls (SPV_INTEL_fpga_memory_accesses) are its decorations instead.
fn global_annotations<'c>(cx: &mut Ctx<'c, '_>, annotations: Value<'c>) {
    let user_semantic = cx.b.version() >= crate::spirv::grammar::Version::new(1, 4);
    let Some(array) = annotations.initializer() else {
        return;
    };
    // (An array (LangRef: @llvm.global.annotations); anything else has no entries.)
    let n = array.type_of().array_len().unwrap_or(0) as u32;
    for i in 0..n {
        let Some(entry) = array.const_element(i) else {
            continue;
        };
        let (Some(target), Some(text)) = (
            entry.const_element(0).map(strip_casts),
            entry.const_element(1).and_then(constant_string),
        ) else {
            continue;
        };
        // Functions are declared where first met: an annotated one may not be yet.
        if target.kind() == ValueKind::Function && super::declare::is_translated(cx, target) {
            cx.value_id(target);
        }
        if let Some(&id) = cx
            .global_vars
            .get(&target)
            .or_else(|| cx.values.get(&target))
        {
            let variable = target.kind() == ValueKind::GlobalVariable;
            if variable && super::fpga_memory::annotate_variable(cx, id, &text) {
                continue;
            }
            // A load/store-unit string (`{params:N}`) on a global variable: the
            // SPV_INTEL_fpga_memory_accesses decorations of that pointer.
            if variable && super::memory_access::decorations(&text).is_some() {
                super::memory_access::annotate_pointer(cx, id, &text);
                continue;
            }
            if user_semantic {
                cx.b.decorate_string(id, enums::Decoration::UserSemantic, &text, &[]);
            }
        }
    }
}

/// The initializer of a global variable. An undef initializer is none for a scalar (an
/// `OpUndef` is not a constant `OpVariable` accepts) and a composite of undef members for
/// an aggregate, as `llvm-spirv` writes it.
fn initializer<'c>(cx: &mut Ctx<'c, '_>, g: Value<'c>, init: Value<'c>) -> Result<Option<Id>> {
    // An OpConstantComposite holds 65532 elements; more need SPV_INTEL_long_composites.
    const MAX_ELEMENTS: u64 = 65532;
    let long_allowed = super::LONG_COMPOSITES
        .iter()
        .any(|e| cx.extension_allowed(e));
    // (Not an array: no elements to count against the limit.)
    let n = init.type_of().array_len().unwrap_or(0);
    if n > MAX_ELEMENTS && !long_allowed {
        return Err(cx.unsupported(format!(
            "InvalidWordCount: Can't encode instruction with word count greater than 65535:\n\
             Global variable has a constant array initializer with a number of elements greater \
             than OpConstantComposite can have ({MAX_ELEMENTS}). Should the array be split?\n\
             Original LLVM value:\n{}\n\
             ({n} elements; SPV_INTEL_long_composites continues such constants: allow it with \
             --spirv-ext=+SPV_INTEL_long_composites)",
            g.display().trim()
        )));
    }
    if !matches!(init.kind(), ValueKind::Undef | ValueKind::Poison) {
        return cx.constant_id(init).map(Some);
    }
    undef_composite(cx, init.type_of())
}

fn undef_composite<'c>(cx: &mut Ctx<'c, '_>, ty: Type<'c>) -> Result<Option<Id>> {
    let members: Vec<Type<'c>> = match ty.kind() {
        TypeKind::Struct => ty.struct_elements(),
        TypeKind::Array => {
            // (An array: matched.)
            let n = ty.array_len().unwrap_or(0) as usize;
            // (An array has its element type.)
            ty.element().map(|e| vec![e; n]).unwrap_or_default()
        }
        TypeKind::Vector if cx.single_lane(ty) => return Ok(None),
        TypeKind::Vector => {
            // (A vector: matched.)
            let n = ty.vector_len().unwrap_or(0) as usize;
            // (A vector has its element type.)
            ty.element().map(|e| vec![e; n]).unwrap_or_default()
        }
        _ => return Ok(None),
    };
    if members.is_empty() {
        return Ok(None);
    }
    let mut parts = Vec::with_capacity(members.len());
    for m in members {
        let part = match undef_composite(cx, m)? {
            Some(p) => p,
            None => {
                let t = cx.type_id(m)?;
                cx.b.undef(t)
            }
        };
        parts.push(part);
    }
    let t = cx.type_id(ty)?;
    Ok(Some(cx.b.constant_composite(t, &parts)))
}

fn translate_global<'c>(cx: &mut Ctx<'c, '_>, g: Value<'c>) -> Result<()> {
    let name = g.name();
    // llvm.global.annotations, llvm.used and the like are LLVM's own bookkeeping, and so are
    // the strings of annotations (section "llvm.metadata").
    // The constructor and destructor lists are kept where function pointers can say them.
    let structors = matches!(name, b"llvm.global_ctors" | b"llvm.global_dtors")
        && cx.extension_allowed("SPV_INTEL_function_pointers");
    if (name.starts_with(b"llvm.") && !structors) || g.section().as_deref() == Some("llvm.metadata")
    {
        cx.values.remove(&g);
        return Ok(());
    }
    if is_constant_pipe_storage(g) {
        return constant_pipe_storage(cx, g);
    }
    let ptr_ty = g.type_of();
    // (A global's type is a pointer.)
    let space = ptr_ty.address_space().unwrap_or(0);
    let builtin = builtin_of_name(name);
    if let Some(b) = builtin {
        cx.allow_builtin(b, g)?;
    }
    let vc_private = builtin.is_none() && super::vector_compute::is_private_global(cx, g);
    let sc = match (builtin, cx.storage_class_of(space)) {
        _ if vc_private => enums::StorageClass::Private,
        // A BuiltIn variable keeps the storage class of its address space, as llvm-spirv
        // writes it (SPIR-V-friendly IR declares them in the global one and casts them to
        // generic, which an Input variable could not be); private ones are Input.
        (Some(_), Some(enums::StorageClass::Function) | None) => enums::StorageClass::Input,
        (Some(_), Some(sc)) => sc,
        (None, sc) => match sc {
            // Module-scope variables cannot be Function (nor Private, which needs Shader, in a
            // Kernel module) nor Generic: such globals become CrossWorkgroup.
            Some(enums::StorageClass::Function | enums::StorageClass::Generic) => {
                enums::StorageClass::CrossWorkgroup
            }
            Some(sc) => sc,
            None => {
                return Err(cx.unsupported(format!(
                    "global @{} is in address space {space}, which has no storage class",
                    g.name_str()
                )));
            }
        },
    };
    let pointee = ptr_ty
        .element()
        .ok_or_else(|| cx.unsupported("global without a pointee type"))?;
    let pointee_id = cx.type_id(pointee)?;
    let var_ptr_ty = cx.b.type_pointer(sc, pointee_id);
    // Workgroup memory has no initial value in SPIR-V (LLVM gives `undef`); an
    // available_externally variable is imported, a common one exported without its (zero)
    // initializer (`mapping::linkage`).
    let init = match g.initializer() {
        Some(i)
            if builtin.is_none()
                && sc != enums::StorageClass::Workgroup
                && !linkage::drops_initializer(g.linkage()) =>
        {
            initializer(cx, g, i)?
        }
        _ => None,
    };
    let cast_for_uses = matches!(space, 0 | 4) && builtin.is_none() && !vc_private;
    let id = match cx.values.get(&g) {
        Some(&id) if !cast_for_uses => id,
        _ => cx.b.fresh_id(),
    };
    cx.b.global_variable_with_id(id, var_ptr_ty, sc, init);
    if cast_for_uses {
        // Generic: one cast. Private (Function): through generic, the only way SPIR-V has
        // between two named storage classes (a module-scope Function variable is invalid).
        let generic_ty = cx.b.type_pointer(enums::StorageClass::Generic, pointee_id);
        let mut cast =
            cx.b.spec_constant_op(generic_ty, op::PtrCastToGeneric, &[id.0]);
        if space == 0 {
            let t = cx.type_id(ptr_ty)?;
            cast = cx.b.spec_constant_op(t, op::GenericCastToPtr, &[cast.0]);
        }
        cx.values.insert(g, cast);
        cx.global_vars.insert(g, id);
    }
    if !name.is_empty() {
        cx.b.name(id, &g.name_str());
    }
    cx.global_storage.insert(id, sc);
    if let Some(bi) = builtin {
        cx.b.decorate(id, enums::Decoration::BuiltIn, &[bi]);
        cx.b.decorate(id, enums::Decoration::Constant, &[]);
        if g.is_declaration() {
            cx.b.decorate_linkage(id, &g.name_str(), enums::LinkageType::Import);
        }
        return Ok(());
    }
    if let Some(list) = g.metadata("spirv.Decorations") {
        let owner = format!("global variable '{}'", g.name_str());
        super::metadata::apply_decorations(cx, id, list, &owner, &[])?;
    }
    io_pipe_id(cx, g, id);
    super::vector_compute::global_decorations(cx, g, id);
    if g.is_global_constant() {
        cx.b.decorate(id, enums::Decoration::Constant, &[]);
    }
    let align = g.alignment();
    if align > 0 {
        cx.b.decorate(id, enums::Decoration::Alignment, &[align]);
    }
    if g.kind() == ValueKind::GlobalVariable {
        let definition = !g.is_declaration() && linkage::keeps_definition(g.linkage());
        decorate_linkage(cx, id, g, definition);
    }
    Ok(())
}

/// The struct LLVM gives the constant of an `OpConstantPipeStorage`: `{ packet size,
/// packet alignment, capacity }`.
const CONSTANT_PIPE_STORAGE: &str = "spirv.ConstantPipeStorage";

/// Whether a global is the constant of an `OpConstantPipeStorage` (SPIR-V-friendly IR for
/// OpenCL C++ `cl::pipe_storage`).
pub(crate) fn is_constant_pipe_storage(g: Value<'_>) -> bool {
    g.type_of()
        .element()
        .and_then(|t| t.struct_name())
        .is_some_and(|n| crate::builtins::opaque::without_rename_suffix(n) == CONSTANT_PIPE_STORAGE)
}

/// A `%spirv.ConstantPipeStorage` global → `OpConstantPipeStorage` of its three fields; the
/// global's address (cast to `%spirv.PipeStorage*`) is that constant. Like `llvm-spirv`, the
/// constant gets a pipe storage type of its own.
fn constant_pipe_storage<'c>(cx: &mut Ctx<'c, '_>, g: Value<'c>) -> Result<()> {
    let init = g.initializer().ok_or_else(|| {
        cx.unsupported(format!(
            "the pipe storage constant @{} has no initializer",
            g.name_str()
        ))
    })?;
    let mut fields = [0u32; 3];
    for (k, f) in fields.iter_mut().enumerate() {
        *f = init
            .const_element(k as u32)
            .and_then(|e| e.const_int_zext())
            .ok_or_else(|| {
                cx.unsupported(format!(
                    "the pipe storage constant @{}: field {k} is not an integer constant",
                    g.name_str()
                ))
            })? as u32;
    }
    let ty = cx.b.type_pipe_storage_unique();
    let id = cx.b.constant_inst(op::ConstantPipeStorage, ty, &fields);
    cx.values.insert(g, id);
    if !g.name().is_empty() {
        cx.b.name(id, &g.name_str());
    }
    let align = g.alignment();
    if align > 0 {
        cx.b.decorate(id, enums::Decoration::Alignment, &[align]);
    }
    Ok(())
}

/// `!io_pipe_id !{i32 n}` → `IOPipeStorageINTEL n`, under SPV_INTEL_io_pipes.
fn io_pipe_id<'c>(cx: &mut Ctx<'c, '_>, g: Value<'c>, id: Id) {
    let Some(n) = g
        .metadata("io_pipe_id")
        .and_then(|md| md.operands().into_iter().flatten().find_map(|o| o.int()))
    else {
        return;
    };
    if !cx.extension_allowed("SPV_INTEL_io_pipes") {
        return;
    }
    cx.b.require_extension("SPV_INTEL_io_pipes");
    cx.b.decorate(id, enums::Decoration::IOPipeStorageINTEL, &[n as u32]);
}
