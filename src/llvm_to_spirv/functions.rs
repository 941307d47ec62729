//! Functions → `OpFunction`s: declarations (imported), definitions with their blocks, kernels
//! as `OpEntryPoint Kernel`, parameter attributes as `FuncParamAttr`, function control.

use super::Ctx;
use super::declare::{is_intrinsic, is_printf, is_translated};
use super::globals::decorate_linkage;
use crate::error::Result;
use crate::llvm::ir::{Module, Opcode, Value, ValueKind};
use crate::options::FpContract;
use crate::spirv::Id;
use crate::spirv::tables::enums;
use std::collections::{HashMap, HashSet};

use super::declare::{FUNCTION_INDEX, SPIR_KERNEL, function_id, name_function};

/// The declare pass, before globals and bodies: which functions of the module become
/// `OpFunction`s (`Ctx::translated_functions`) — not unused internal functions and
/// declarations (`dead_functions`), not intrinsics (unless
/// `--spirv-allow-unknown-intrinsics` makes them imported functions), not the declaration of
/// `printf` (its calls are `OpenCL.std printf`), not builtin declarations (their calls become
/// instructions). Ids are drawn where a function is first referenced (`declare::function_id`),
/// the order `llvm-spirv` numbers and names them in.
pub(crate) fn declare_functions<'c>(cx: &mut Ctx<'c, '_>, module: &Module<'c>) {
    for f in module.functions() {
        let translated = if cx.dead_functions.contains(&f) {
            false
        } else if is_intrinsic(f) {
            super::intrinsics::is_imported(cx, &f.name_str())
        } else {
            !(f.is_declaration() && is_printf(f))
                && !super::builtin_calls::is_builtin_declaration(cx, f)
        };
        if translated {
            cx.translated_functions.insert(f);
        }
    }
}

pub(crate) fn translate_functions<'c>(cx: &mut Ctx<'c, '_>, module: &Module<'c>) -> Result<()> {
    let functions: Vec<Value<'c>> = module
        .functions()
        .filter(|f| cx.translated_functions.contains(f))
        .collect();
    let mut defined = Vec::new();
    for &f in &functions {
        if let Some(kernel) = translate_function(cx, f)? {
            defined.push((f, kernel));
        }
    }
    // As `llvm-spirv` does, each entry point is a wrapper that calls the kernel function
    // (other code may call the kernel, and an entry point cannot be called); the wrappers
    // follow all other functions.
    let mut kernels = Vec::with_capacity(defined.len());
    for (f, kernel) in defined {
        cx.function = f.name_str();
        let entry = kernel_wrapper(cx, f, kernel)?;
        kernels.push((f, entry));
    }
    cx.function.clear();
    if cx.options.kernel_arg_type_strings {
        for &(f, _) in &kernels {
            kernel_arg_strings(cx, f);
        }
    }
    // Entry points once every function is translated: their interfaces list the global
    // variables their static call tree uses (SPIR-V 1.4 requires all of them, and lists no
    // others), the BuiltIn variables its work-item calls read among them.
    // Before SPIR-V 1.4 an interface lists only Input and Output variables; like llvm-spirv,
    // a module whose kernels use other global variables becomes 1.4 when that is allowed.
    let kernel_functions: Vec<Value<'c>> = kernels.iter().map(|&(f, _)| f).collect();
    let used = globals_used(cx, module, &kernel_functions);
    let v14 = crate::spirv::grammar::Version::new(1, 4);
    let list_all = cx.b.version() >= v14
        && kernels
            .iter()
            .any(|(f, _)| used.get(f).is_some_and(|u| u.iter().any(|&(_, io)| !io)));
    if list_all {
        cx.b.require_version(v14, "an entry point interface with global variables");
    }
    for &(f, entry) in &kernels {
        let mut interface: Vec<Id> = Vec::new();
        let mut seen = HashSet::new();
        let globals = used.get(&f).into_iter().flatten();
        let listed = globals
            .filter(|&&(_, io)| io || list_all)
            .map(|&(id, _)| id);
        for id in listed {
            if seen.insert(id) {
                interface.push(id);
            }
        }
        cx.b.entry_point(
            enums::ExecutionModel::Kernel,
            entry,
            &f.name_str(),
            &interface,
        );
    }
    execution_modes(cx, module, &kernels);
    Ok(())
}

/// `--preserve-ocl-kernel-arg-type-metadata-through-string`: a kernel's `kernel_arg_type` and
/// `kernel_arg_type_qual` as `OpString "<metadata>.<kernel>.<item>,<item>,..."`, which keep
/// source type names that SPIR-V types cannot (`_ExtInt(31)*`).
fn kernel_arg_strings(cx: &mut Ctx<'_, '_>, f: Value<'_>) {
    for kind in ["kernel_arg_type", "kernel_arg_type_qual"] {
        let Some(md) = f.metadata(kind) else {
            continue;
        };
        let mut text = format!("{kind}.{}.", f.name_str());
        for item in md.operands().into_iter().flatten() {
            // (clang writes one string per argument; anything else stands as an empty one,
            // keeping the positions.)
            text.push_str(&item.string().unwrap_or_default());
            text.push(',');
        }
        cx.b.string(&text);
    }
}

/// The global variables the static call tree of each of `roots` uses (through constant
/// expressions too), in module order: their ids, and whether they are Input or Output variables.
fn globals_used<'c>(
    cx: &Ctx<'c, '_>,
    module: &Module<'c>,
    roots: &[Value<'c>],
) -> HashMap<Value<'c>, Vec<(Id, bool)>> {
    fn walk<'c>(v: Value<'c>, out: &mut HashSet<Value<'c>>, depth: u32) {
        match v.kind() {
            ValueKind::GlobalVariable => {
                out.insert(v);
            }
            ValueKind::ConstantExpr
            | ValueKind::ConstantArray
            | ValueKind::ConstantStruct
            | ValueKind::ConstantVector
                if depth < 64 =>
            {
                for o in v.operands() {
                    walk(o, out, depth + 1);
                }
            }
            _ => {}
        }
    }
    let mut direct: HashMap<Value<'c>, HashSet<Value<'c>>> = HashMap::new();
    let mut callees: HashMap<Value<'c>, Vec<Value<'c>>> = HashMap::new();
    let functions: Vec<Value<'c>> = module.functions().filter(|f| !f.is_declaration()).collect();
    for &f in &functions {
        let set = direct.entry(f).or_default();
        for bb in f.basic_blocks() {
            for i in bb.instructions() {
                // (Only these operands can name a global: one query for the others.)
                if i.has_global_or_constant_operand() {
                    for o in i.operands() {
                        walk(o, set, 0);
                    }
                }
                if let Some(c) = i.called_function() {
                    callees.entry(f).or_default().push(c);
                }
            }
        }
    }
    // Globals whose initializers name other globals use those too.
    let position: HashMap<Value<'c>, usize> =
        module.globals().enumerate().map(|(k, g)| (g, k)).collect();
    let mut out = HashMap::new();
    for &f in roots {
        let mut all: HashSet<Value<'c>> = HashSet::new();
        let mut made: Vec<Id> = Vec::new();
        let mut stack = vec![f];
        let mut visited = HashSet::new();
        while let Some(g) = stack.pop() {
            if !visited.insert(g) {
                continue;
            }
            if let Some(d) = direct.get(&g) {
                all.extend(d.iter().copied());
            }
            if let Some(ids) = cx.function_globals.get(&g.name_str()) {
                made.extend(ids.iter().copied());
            }
            stack.extend(callees.get(&g).into_iter().flatten().copied());
        }
        let mut more: Vec<Value<'c>> = all.iter().copied().collect();
        while let Some(g) = more.pop() {
            if let Some(init) = g.initializer() {
                let mut inner = HashSet::new();
                walk(init, &mut inner, 0);
                for h in inner {
                    if all.insert(h) {
                        more.push(h);
                    }
                }
            }
        }
        let mut reached: Vec<(usize, Value<'c>)> = all
            .iter()
            .filter_map(|&g| position.get(&g).map(|&k| (k, g)))
            .collect();
        reached.sort_unstable_by_key(|&(k, _)| k);
        let mut ids: Vec<(Id, bool)> = reached
            .iter()
            .map(|(_, g)| g)
            .filter(|g| !super::globals::is_constant_pipe_storage(**g))
            .filter_map(|g| {
                let id = *cx.global_vars.get(g).or_else(|| cx.values.get(g))?;
                let io = matches!(
                    cx.global_storage.get(&id),
                    Some(&(enums::StorageClass::Input | enums::StorageClass::Output))
                );
                Some((id, io))
            })
            .collect();
        made.sort_unstable_by_key(|id| id.0);
        made.dedup();
        ids.extend(made.into_iter().map(|id| {
            let io = matches!(
                cx.global_storage.get(&id),
                Some(&(enums::StorageClass::Input | enums::StorageClass::Output))
            );
            (id, io)
        }));
        out.insert(f, ids);
    }
    out
}

/// The execution modes of the entry points, from kernel metadata, `!spirv.ExecutionMode`, the
/// structor lists (Initializer, Finalizer), and `ContractionOff` where floating-point
/// contraction is not allowed. Each entry point's modes
/// are sorted by mode number, as `llvm-spirv` writes them.
fn execution_modes<'c>(cx: &mut Ctx<'c, '_>, module: &Module<'c>, kernels: &[(Value<'c>, Id)]) {
    let spirv_modes = super::metadata::spirv_execution_modes(module);
    let structor_modes = super::structors::structor_modes(module);
    let no_contract = match cx.options.fp_contract {
        FpContract::On => contraction_disabled(cx, module),
        FpContract::Off => kernels.iter().map(|&(f, _)| f).collect(),
        FpContract::Fast => HashSet::new(),
    };
    for &(f, entry) in kernels {
        let mut modes = super::metadata::kernel_execution_modes(f);
        modes.extend(super::vector_compute::execution_modes(cx, f));
        // A kernel that is not a vector-compute one and lists float-control modes in
        // `!spirv.ExecutionMode` has them exactly there: its `VCFloatControl` (as the reverse
        // direction and `llvm-spirv` write it) only summarizes them.
        let exact = f.string_attribute(FUNCTION_INDEX, "VCFunction").is_none()
            && spirv_modes.iter().any(|(g, m, _)| {
                *g == f && crate::mapping::float_controls::is_float_control_mode(*m)
            });
        for (mode, lits) in super::float_controls::kernel_modes(f) {
            if !exact && mode_allowed(cx, mode) {
                modes.push((mode, lits));
            }
        }
        // FPGA kernel attributes (SPV_INTEL_kernel_attributes).
        if cx.extension_allowed("SPV_INTEL_kernel_attributes") {
            for (kind, mode) in [
                (
                    "max_work_group_size",
                    enums::ExecutionMode::MaxWorkgroupSizeINTEL,
                ),
                ("max_global_work_dim", enums::ExecutionMode::MaxWorkDimINTEL),
                (
                    "no_global_work_offset",
                    enums::ExecutionMode::NoGlobalOffsetINTEL,
                ),
                (
                    "num_simd_work_items",
                    enums::ExecutionMode::NumSIMDWorkitemsINTEL,
                ),
                (
                    "scheduler_target_fmax_mhz",
                    enums::ExecutionMode::SchedulerTargetFmaxMhzINTEL,
                ),
            ] {
                if let Some(md) = f.metadata(kind) {
                    let lits: Vec<u32> = md
                        .operands()
                        .into_iter()
                        .flatten()
                        .filter_map(|o| o.int())
                        .map(|v| v as u32)
                        .collect();
                    modes.push((mode, lits));
                }
            }
        }
        // `!ip_interface !{!"streaming", !"stall_free_return"?}` (SPV_INTEL_kernel_attributes).
        if let Some(md) = f.metadata("ip_interface")
            && cx.extension_allowed("SPV_INTEL_kernel_attributes")
        {
            let words: Vec<String> = md
                .operands()
                .into_iter()
                .flatten()
                .filter_map(|o| o.string())
                .collect();
            if words.iter().any(|w| w == "streaming") {
                let stall_free = words.iter().any(|w| w == "stall_free_return");
                modes.push((
                    enums::ExecutionMode::StreamingInterfaceINTEL,
                    vec![stall_free as u32],
                ));
            }
        }
        for (g, mode, lits) in &spirv_modes {
            if *g == f
                && !modes.iter().any(|(m, l)| m == mode && l == lits)
                && mode_allowed(cx, *mode)
            {
                modes.push((*mode, lits.clone()));
            }
        }
        for &(_, mode) in structor_modes.iter().filter(|(g, _)| *g == f) {
            if !modes.iter().any(|(m, _)| *m == mode) {
                modes.push((mode, Vec::new()));
            }
        }
        if no_contract.contains(&f)
            && !modes
                .iter()
                .any(|(m, _)| *m == enums::ExecutionMode::ContractionOff)
        {
            modes.push((enums::ExecutionMode::ContractionOff, Vec::new()));
        }
        modes.sort_by_key(|(m, _)| *m);
        super::float_controls::require_mode_capabilities(cx, &modes);
        for (mode, lits) in modes {
            cx.b.execution_mode(entry, mode, &lits);
        }
    }
}

/// The first integer operand of a function's metadata node `kind`.
fn metadata_int(f: Value<'_>, kind: &str) -> Option<u32> {
    let md = f.metadata(kind)?;
    let v = md.operands().into_iter().flatten().find_map(|o| o.int())?;
    Some(v as u32)
}

/// Function metadata of Intel extensions, where they are allowed: `prefer_dsp` (with
/// `propagate_dsp_preference`) → MathOpDSPModeINTEL (SPV_INTEL_fpga_dsp_control), the rows
/// of `crate::mapping::fpga_function`, and `loop_fuse !{i32 depth, i32 independent}` →
/// FuseLoopsInFunctionINTEL (SPV_INTEL_loop_fuse). A kernel's entry point gets them too, as
/// llvm-spirv writes them.
fn intel_function_decorations(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id) {
    loop_fuse_decoration(cx, f, id);
    fpga_function_decorations(cx, f, id);
    dsp_decoration(cx, f, id);
}

/// The rows of `crate::mapping::fpga_function` (FPGA function metadata → decorations).
fn fpga_function_decorations(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id) {
    use crate::mapping::fpga_function::{FPGA_FUNCTION_ROWS, PIPELINE_KERNEL};
    for r in FPGA_FUNCTION_ROWS {
        let literal = match metadata_int(f, r.kind) {
            Some(v) => r.convert(v),
            // (`pipeline_kernel` holds the decoration's value itself.)
            None if r.decoration == enums::Decoration::PipelineEnableINTEL => {
                match metadata_int(f, PIPELINE_KERNEL) {
                    Some(v) => v,
                    None => continue,
                }
            }
            None => continue,
        };
        if !cx.extension_allowed(r.extension) || (!r.literal && literal == 0) {
            continue;
        }
        cx.b.require_extension(r.extension);
        let lits: &[u32] = if r.literal { &[literal] } else { &[] };
        cx.b.decorate(id, r.decoration, lits);
    }
}

/// `loop_fuse !{i32 depth, i32 independent}` → FuseLoopsInFunctionINTEL, on the kernel
/// function and on its entry point alike (as `llvm-spirv` writes it).
fn loop_fuse_decoration(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id) {
    if let Some(md) = f.metadata("loop_fuse")
        && cx.extension_allowed("SPV_INTEL_loop_fuse")
    {
        let ints: Vec<u32> = md
            .operands()
            .into_iter()
            .flatten()
            .filter_map(|o| o.int())
            .map(|v| v as u32)
            .collect();
        if let [depth, independent] = ints[..] {
            cx.b.require_extension("SPV_INTEL_loop_fuse");
            cx.b.decorate(
                id,
                enums::Decoration::FuseLoopsInFunctionINTEL,
                &[depth, independent],
            );
        }
    }
}

fn dsp_decoration(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id) {
    if let Some(mode) = metadata_int(f, "prefer_dsp")
        && cx.extension_allowed("SPV_INTEL_fpga_dsp_control")
    {
        // (No propagate_dsp_preference: not propagated, 0.)
        let propagate = metadata_int(f, "propagate_dsp_preference").unwrap_or(0);
        cx.b.require_extension("SPV_INTEL_fpga_dsp_control");
        cx.b.decorate(
            id,
            enums::Decoration::MathOpDSPModeINTEL,
            &[mode, propagate],
        );
    }
}

/// Kernel argument metadata of Intel extensions, where they are allowed:
/// `kernel_arg_runtime_aligned` → RuntimeAlignedINTEL, `kernel_arg_buffer_location` →
/// BufferLocationINTEL (on pointer parameters; -1 is none).
fn intel_param_decorations(cx: &mut Ctx<'_, '_>, f: Value<'_>, params: &[Value<'_>], ids: &[Id]) {
    let rows: [(&str, &str, u32, u32); 2] = [
        (
            "kernel_arg_runtime_aligned",
            "SPV_INTEL_runtime_aligned",
            enums::Capability::RuntimeAlignedAttributeINTEL,
            enums::Decoration::RuntimeAlignedINTEL,
        ),
        (
            "kernel_arg_buffer_location",
            "SPV_INTEL_fpga_buffer_location",
            enums::Capability::FPGABufferLocationINTEL,
            enums::Decoration::BufferLocationINTEL,
        ),
    ];
    for (kind, ext, cap, decoration) in rows {
        let Some(md) = f.metadata(kind) else {
            continue;
        };
        if !cx.extension_allowed(ext) {
            continue;
        }
        for ((value, p), &id) in md.operands().into_iter().zip(params).zip(ids) {
            let Some(v) = value
                .and_then(|v| v.value())
                .and_then(|v| v.const_int_sext())
            else {
                continue;
            };
            let word = match decoration {
                enums::Decoration::RuntimeAlignedINTEL if v != 0 => 1,
                enums::Decoration::BufferLocationINTEL
                    if v >= 0 && p.type_of().kind() == crate::llvm::ir::TypeKind::Pointer =>
                {
                    v as u32
                }
                _ => continue,
            };
            cx.b.require_extension(ext);
            cx.b.require_capability(cap);
            cx.b.decorate(id, decoration, &[word]);
        }
    }
}

/// Whether the module may have an execution mode: in its SPIR-V version, or through an
/// extension `--spirv-ext` allows (a mode of `!spirv.ExecutionMode` that is neither is
/// dropped, as `llvm-spirv` does).
fn mode_allowed(cx: &Ctx<'_, '_>, mode: u32) -> bool {
    let Some(e) = crate::spirv::grammar::OperandKind::ExecutionMode
        .def()
        .enumerant(mode)
    else {
        return true;
    };
    let def = crate::spirv::grammar::OperandKind::Capability.def();
    e.version <= cx.b.version()
        || e.extensions.iter().any(|x| cx.extension_allowed(x))
        // An extension's mode that the grammar names only through its capability
        // (RoundingModeRTPINTEL: RoundToInfinityINTEL, of SPV_INTEL_float_controls2).
        || (e.extensions.is_empty()
            && e.version == crate::spirv::grammar::Version::NONE
            && e.capabilities.iter().any(|&c| {
                def.enumerant(c)
                    .is_some_and(|c| c.extensions.iter().any(|x| cx.extension_allowed(x)))
            }))
}

/// Functions in which floating-point contraction is off: like `llvm-spirv`, those that reach
/// (through direct calls) an `fadd` or `fsub` without the `contract` flag, or a call of a
/// function whose body is not in the module (an imported `OpFunction`: what it does is not
/// known). Calls that become instructions (intrinsics, OpenCL builtins) do not count.
fn contraction_disabled<'c>(cx: &Ctx<'c, '_>, module: &Module<'c>) -> HashSet<Value<'c>> {
    use crate::llvm::ir::FastMathFlags;
    let mut direct: HashSet<Value<'c>> = HashSet::new();
    let mut callees: HashMap<Value<'c>, Vec<Value<'c>>> = HashMap::new();
    let mut order = Vec::new();
    for f in module.functions().filter(|f| !f.is_declaration()) {
        order.push(f);
        for bb in f.basic_blocks() {
            for i in bb.instructions() {
                match i.opcode() {
                    Some(Opcode::LLVMFAdd | Opcode::LLVMFSub)
                        if !i.fast_math_flags().contains(FastMathFlags::CONTRACT) =>
                    {
                        direct.insert(f);
                    }
                    Some(Opcode::LLVMCall) => {
                        if let Some(c) = i.called_function() {
                            let imported = c.is_declaration()
                                || !crate::mapping::linkage::keeps_definition(c.linkage());
                            if imported && is_translated(cx, c) {
                                direct.insert(f);
                            }
                            callees.entry(f).or_default().push(c);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    // Propagate to callers until nothing changes (the call graph may have cycles).
    let mut disabled = direct;
    loop {
        let before = disabled.len();
        for &f in &order {
            if !disabled.contains(&f)
                && callees
                    .get(&f)
                    .is_some_and(|cs| cs.iter().any(|c| disabled.contains(c)))
            {
                disabled.insert(f);
            }
        }
        if disabled.len() == before {
            return disabled;
        }
    }
}

/// The FunctionControl mask of a function; `optnone` is OptNoneINTEL where SPV_INTEL_optnone
/// is allowed (and dropped otherwise, as `llvm-spirv` drops it).
fn function_control(cx: &Ctx<'_, '_>, f: Value<'_>) -> u32 {
    let mut control = crate::mapping::attributes::function_control_to_spirv(|n| {
        f.has_enum_attribute(FUNCTION_INDEX, n)
    });
    if f.has_enum_attribute(FUNCTION_INDEX, "optnone") && cx.extension_allowed("SPV_INTEL_optnone")
    {
        control |= enums::FunctionControl::OptNoneINTEL;
    }
    control
}

/// A translated kernel function, for its entry-point wrapper.
struct KernelFunction {
    id: Id,
    ret: Id,
    fn_ty: Id,
    /// Each parameter's id and type.
    params: Vec<(Id, Id)>,
}

/// Translates a function; for a kernel, answers what its entry-point wrapper needs.
fn translate_function<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) -> Result<Option<KernelFunction>> {
    cx.function = f.name_str();
    cx.unique_names = super::unique_names::UniqueNames::new(f);
    cx.values.begin_function();
    let fn_ty = f
        .function_type()
        .ok_or_else(|| cx.unsupported("function without a function type"))?;
    let fn_ty_id = super::samplers::function_type(cx, f, fn_ty)?;
    let ret_ty = fn_ty
        .return_type()
        .ok_or_else(|| cx.unsupported("function without a return type"))?;
    let ret_id = cx.type_id(ret_ty)?;
    let id = function_id(cx, f)?;
    let is_kernel = f.call_conv() == SPIR_KERNEL;
    let control = function_control(cx, f);

    name_function(cx, f);
    cx.b.begin_function_with_id(id, ret_id, control, fn_ty_id);
    let params = f.params();
    let mut param_ids = Vec::with_capacity(params.len());
    let mut written = Vec::with_capacity(params.len());
    for (i, p) in params.iter().enumerate() {
        let pty = super::samplers::param_type(cx, *p)?;
        let pid = cx.value_id(*p);
        cx.b.function_parameter_with_id(pid, pty);
        param_ids.push((pid, pty));
        written.push(param_name_and_attributes(cx, f, i, *p, pid));
    }
    let pids: Vec<Id> = param_ids.iter().map(|&(p, _)| p).collect();
    intel_param_decorations(cx, f, &params, &pids);
    super::metadata::apply_parameter_decorations(cx, f, &pids, &written)?;
    // Return-value attributes (`zeroext`, `signext`) as FuncParamAttr of the function (after
    // its spirv.Decorations, which do not repeat them).
    let written: Vec<(u32, Vec<u32>)> = crate::mapping::attributes::return_attributes_to_spirv()
        .filter(|&(attr, _)| f.has_enum_attribute(0, attr))
        .map(|(_, value)| (enums::Decoration::FuncParamAttr, vec![value]))
        .collect();
    if let Some(list) = f.metadata("spirv.Decorations") {
        super::metadata::apply_decorations(cx, id, list, "the function", &written)?;
    }
    for (decoration, params) in &written {
        cx.b.decorate(id, *decoration, params);
    }
    intel_function_decorations(cx, f, id);
    super::vector_compute::function_decorations(cx, f, id, &pids);
    super::float_controls::function_decorations(cx, f, id);
    if f.string_attribute(FUNCTION_INDEX, "referenced-indirectly")
        .is_some()
        && cx.extension_allowed("SPV_INTEL_function_pointers")
    {
        cx.b.require_extension("SPV_INTEL_function_pointers");
        cx.b.require_capability(enums::Capability::FunctionPointersINTEL);
        cx.b.require_capability(enums::Capability::IndirectReferencesINTEL);
        cx.b.decorate(id, enums::Decoration::ReferencedIndirectlyINTEL, &[]);
    }
    // An available_externally function is a declaration in SPIR-V (`mapping::linkage`).
    let has_body = !f.is_declaration()
        && (is_kernel || crate::mapping::linkage::keeps_definition(f.linkage()));
    if has_body {
        super::instructions::translate_body(cx, f)?;
    }
    cx.b.end_function();

    let name = f.name_str();
    name_function(cx, f);
    let mut kernel = None;
    if is_kernel {
        // An entry point has a body: a kernel is exported even where its linkage would
        // import it.
        if crate::mapping::linkage::keeps_definition(f.linkage()) {
            decorate_linkage(cx, id, f, true);
        } else {
            cx.b.decorate_linkage(id, &name, enums::LinkageType::Export);
        }
        kernel = Some(KernelFunction {
            id,
            ret: ret_id,
            fn_ty: fn_ty_id,
            params: param_ids,
        });
    } else {
        decorate_linkage(cx, id, f, has_body);
    }
    cx.function.clear();
    Ok(kernel)
}

/// A parameter's name, and its LLVM attributes as `FuncParamAttr`, `Alignment` and
/// `MaxByteOffset` (`dereferenceable`); answers the decorations written (decoration, operands).
fn param_name_and_attributes(
    cx: &mut Ctx<'_, '_>,
    f: Value<'_>,
    i: usize,
    p: Value<'_>,
    pid: Id,
) -> Vec<(u32, Vec<u32>)> {
    if !p.name().is_empty() {
        cx.b.name(pid, &p.name_str());
    }
    let mut written = Vec::new();
    for (attr, value) in crate::mapping::attributes::param_attributes_to_spirv() {
        if f.has_enum_attribute(i as u32 + 1, attr) {
            written.push((enums::Decoration::FuncParamAttr, vec![value]));
        }
    }
    for &(attr, decoration) in crate::mapping::attributes::PARAM_VALUE_ATTRIBUTES {
        let value = f.enum_attribute_value(i as u32 + 1, attr);
        if let Some(v) = value.and_then(|v| u32::try_from(v).ok()) {
            written.push((decoration, vec![v]));
        }
    }
    for (decoration, params) in &written {
        cx.b.decorate(pid, *decoration, params);
    }
    written
}

/// Whether the kernel's `kernel_arg_type_qual` lists `qualifier` for parameter `i` (a
/// `volatile` pointer parameter becomes a `Volatile` entry-point parameter, as in llvm-spirv).
fn has_type_qualifier(f: Value<'_>, i: usize, qualifier: &str) -> bool {
    f.metadata("kernel_arg_type_qual")
        .and_then(|md| md.operands().into_iter().flatten().nth(i))
        .and_then(|item| item.string())
        .is_some_and(|s| s.split_whitespace().any(|w| w == qualifier))
}

/// The entry point of a kernel: a function with the kernel's parameters (names and attributes
/// too) that only calls it. It has the kernel's function control, as `llvm-spirv` writes it:
/// what the mask says of the kernel (not to be inlined, reads no memory, ...) holds of a
/// function whose whole body is one call of it.
fn kernel_wrapper(cx: &mut Ctx<'_, '_>, f: Value<'_>, kernel: KernelFunction) -> Result<Id> {
    let ret = kernel.ret;
    let id = cx.b.fresh_id();
    let control = function_control(cx, f);
    cx.b.begin_function_with_id(id, ret, control, kernel.fn_ty);
    // The Intel function and parameter metadata decorate the entry point too, as llvm-spirv
    // writes them.
    intel_function_decorations(cx, f, id);
    let mut args = vec![kernel.id.0];
    let mut pids = Vec::with_capacity(kernel.params.len());
    for (i, (&(_, ty), p)) in kernel.params.iter().zip(f.params()).enumerate() {
        let pid = cx.b.fresh_id();
        cx.b.function_parameter_with_id(pid, ty);
        param_name_and_attributes(cx, f, i, p, pid);
        if has_type_qualifier(f, i, "volatile") {
            cx.b.decorate(pid, enums::Decoration::Volatile, &[]);
        }
        args.push(pid.0);
        pids.push(pid);
    }
    intel_param_decorations(cx, f, &f.params(), &pids);
    // A vector-compute kernel's entry point is a vector-compute function too, with the same
    // parameter decorations (as llvm-spirv writes it, and as its reader needs to take the
    // entry point's buffer-surface parameters).
    super::vector_compute::function_decorations(cx, f, id, &pids);
    let label = cx.b.fresh_id();
    cx.b.label_with_id(label);
    let call = cx.b.fresh_id();
    cx.b.inst_with_id(
        crate::spirv::tables::op::FunctionCall,
        Some(ret),
        call,
        &args,
    );
    cx.b.inst_no_result(crate::spirv::tables::op::Return, &[]);
    cx.b.end_function();
    Ok(id)
}
