//! The declare pass of the reverse translation: every SPIR-V function becomes an LLVM function
//! (name, calling convention, linkage, attributes, parameters) before any body is translated,
//! so the body pass and the instructions only look functions up (`function`).
//!
//! Entry points become `spir_kernel` functions named as the entry point. The incumbent writes
//! SPIR-V 1.4 entry points as wrappers that only call the real kernel function; such a wrapper
//! is folded: the function it calls becomes the kernel.

use super::Rx;
use crate::error::Result;
use crate::llvm::build::MdOperand;
use crate::llvm::ir::{Function, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

pub(crate) const SPIR_FUNC: u32 = 75;
pub(crate) const SPIR_KERNEL: u32 = 76;
pub(crate) const FUNCTION_INDEX: u32 = u32::MAX;

/// Whether a LinkageAttributes linkage type makes an LLVM declaration.
pub(crate) fn is_import(linkage: Option<&(String, u32)>) -> bool {
    linkage.is_some_and(|(_, t)| *t == enums::LinkageType::Import)
}

/// One function of the module: where its OpFunction and OpFunctionEnd are, and its parameters.
pub(crate) struct FunctionAt {
    pub start: InstId,
    pub end: InstId,
    pub id: u32,
    pub params: Vec<u32>,
    /// Whether it has a body (an OpLabel), i.e. is not a declaration.
    pub has_body: bool,
}

/// The functions of a module in order, and by id; built once per translation.
#[derive(Default)]
pub(crate) struct Functions {
    pub list: Vec<FunctionAt>,
    by_id: HashMap<u32, usize>,
}

impl Functions {
    /// Scans the module once.
    pub(crate) fn of(m: &crate::spirv::SpvModule) -> Self {
        let mut list: Vec<FunctionAt> = Vec::new();
        let mut labels: Vec<u32> = Vec::new();
        for i in m.inst_ids() {
            match m.opcode(i) {
                op::Function => {
                    // (Operands checked by `check_layout` before the list is used.)
                    let id = m.operands(i).get(1).copied().unwrap_or(0);
                    list.push(FunctionAt {
                        start: i,
                        end: InstId(m.len() as u32),
                        id,
                        params: Vec::new(),
                        has_body: false,
                    });
                }
                op::FunctionParameter => {
                    if let Some(f) = list.last_mut() {
                        // (Checked by `check_layout` too.)
                        f.params.push(m.operands(i).get(1).copied().unwrap_or(0));
                    }
                }
                op::Label => labels.push(i.0),
                op::FunctionEnd => {
                    if let Some(f) = list.last_mut() {
                        f.end = i;
                    }
                }
                _ => {}
            }
        }
        // A body is an OpLabel between OpFunction and OpFunctionEnd (the end of the module
        // when it is missing).
        for f in &mut list {
            let first = labels.partition_point(|&l| l <= f.start.0);
            f.has_body = labels.get(first).is_some_and(|&l| l < f.end.0);
        }
        // The first function of an id wins, as a search in module order finds it.
        let mut by_id = HashMap::with_capacity(list.len());
        for (k, f) in list.iter().enumerate() {
            by_id.entry(f.id).or_insert(k);
        }
        Functions { list, by_id }
    }

    /// The function whose OpFunction defines `id`.
    pub(crate) fn get(&self, id: u32) -> Option<&FunctionAt> {
        self.by_id.get(&id).map(|&k| &self.list[k])
    }
}

/// Checks the functions' layout (SPIR-V 2.4, "Logical Layout of a Module"): each OpFunction is
/// closed by an OpFunctionEnd before the next one, its OpFunctionParameters come right after it,
/// and neither appears outside a function. Everything else walks functions by these markers:
/// a function left open would take the next one's instructions as its own (and translate its
/// OpFunction as an instruction of the first).
pub(crate) fn check_layout(rx: &Rx<'_, '_>) -> Result<()> {
    let m = rx.m;
    // The open function's OpFunction, and whether its parameters may still follow.
    let mut open: Option<(InstId, bool)> = None;
    for i in m.inst_ids() {
        match (m.opcode(i), open) {
            (op::Function, Some((f, _))) => {
                let id = Operands::of(m, f).id(1)?;
                return Err(rx.error_at(
                    i,
                    format!("a function begins inside function {id}, before its OpFunctionEnd"),
                ));
            }
            (op::Function, None) => {
                crate::spirv::operands::check_required(m, i, op::Function, m.operands(i).len())?;
                open = Some((i, true));
            }
            (op::FunctionParameter, Some((_, true))) => {
                let words = m.operands(i).len();
                crate::spirv::operands::check_required(m, i, op::FunctionParameter, words)?;
            }
            (op::FunctionParameter, _) => {
                return Err(rx.error_at(
                    i,
                    "a parameter that does not directly follow its OpFunction",
                ));
            }
            (op::FunctionEnd, None) => {
                return Err(rx.error_at(i, "OpFunctionEnd outside a function"));
            }
            (op::FunctionEnd, Some(_)) => open = None,
            // (Debug lines may come between the parameters.)
            (op::Line | op::NoLine, _) => {}
            (_, Some((f, true))) => open = Some((f, false)),
            _ => {}
        }
    }
    match open {
        Some((f, _)) => Err(rx.error_at(f, "the function has no OpFunctionEnd")),
        None => Ok(()),
    }
}

/// If the entry point `fid` named `name` is a wrapper (its body only calls another defined
/// function of the same type and name with its own parameters, then returns), that function.
pub(crate) fn wrapped_kernel(rx: &Rx<'_, '_>, fid: u32, name: &str) -> Option<u32> {
    let m = rx.m;
    let f = rx.funcs.get(fid)?;
    let fn_ty = m.operands(f.start).get(3).copied();
    let mut callee = None;
    let mut labels = 0;
    for i in (f.start.0 + 1..f.end.0).map(InstId) {
        let ops = m.operands(i);
        match m.opcode(i) {
            op::FunctionParameter | op::Line | op::NoLine => {}
            op::ExtInst => {}
            op::Label => labels += 1,
            op::FunctionCall if callee.is_none() => {
                if ops.get(3..) != Some(f.params.as_slice()) {
                    return None;
                }
                callee = ops.get(2).copied();
            }
            op::Return | op::ReturnValue => {}
            _ => return None,
        }
    }
    let g = callee?;
    let gf = rx.funcs.get(g)?;
    let same_type = m.operands(gf.start).get(3).copied() == fn_ty;
    let g_name = rx.linkage(g).map(|(n, _)| n).or_else(|| rx.name_of(g));
    (labels == 1 && gf.has_body && same_type && g_name.as_deref() == Some(name) && g != fid)
        .then_some(g)
}

/// The LLVM function of a SPIR-V function id, once the declare pass has made it (the wrapper of
/// a folded kernel stands for the kernel).
pub(crate) fn function<'c>(rx: &Rx<'c, '_>, fid: u32, at: InstId) -> Result<Function<'c>> {
    let fid = rx.wrappers.get(&fid).copied().unwrap_or(fid);
    rx.values
        .find(&fid)
        .and_then(|&f| Function::of(f))
        .ok_or_else(|| rx.error_at(at, format!("id {fid} is not a function")))
}

/// The function a module-scope function pointer names. Module scope is translated before the
/// declare pass, so the function is declared here, as the declare pass would (the declare pass
/// then skips it): functions are made in the order the module first names them.
pub(crate) fn declare_for_pointer<'c>(
    rx: &mut Rx<'c, '_>,
    fid: u32,
    at: InstId,
) -> Result<Value<'c>> {
    let target = rx.wrappers.get(&fid).copied().unwrap_or(fid);
    if rx.values.contains_key(&target) {
        return function(rx, fid, at).map(Function::value);
    }
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let Some(f) = funcs.get(target) else {
        return Err(rx.error_at(at, format!("id {target} is not a function")));
    };
    declare(rx, f)
}

fn declare<'c>(rx: &mut Rx<'c, '_>, f: &FunctionAt) -> Result<Value<'c>> {
    let ops = Operands::of(rx.m, f.start);
    let (control, fn_ty_id) = (ops.enumerant(2)?, ops.id(3)?);
    let fn_ty = rx.ty(fn_ty_id, f.start)?;
    if fn_ty.kind() != TypeKind::Function {
        return Err(rx.error_at(f.start, "the function type operand is not a function type"));
    }
    // A declaration may omit its parameters.
    if fn_ty.param_types().len() != f.params.len() && !(f.params.is_empty() && !f.has_body) {
        return Err(rx.error_at(
            f.start,
            "the number of parameters does not match the function type",
        ));
    }
    let linkage = rx.linkage(f.id);
    let kernel = rx.kernels.get(&f.id).map(|k| k.name.clone());
    let name = kernel
        .clone()
        .or_else(|| linkage.as_ref().map(|(n, _)| n.clone()))
        .or_else(|| rx.name_of(f.id))
        // (OpName is optional: none leaves the function unnamed, LLVM numbers it.)
        .unwrap_or_default();
    let func = rx.b.add_function(&name, fn_ty);
    rx.b.set_call_conv(
        func,
        if kernel.is_some() {
            SPIR_KERNEL
        } else {
            SPIR_FUNC
        },
    );
    let has_body = f.has_body;
    // An entry point is visible outside the module whatever its decorations say.
    let linkage_type = match (&linkage, &kernel) {
        (Some((_, t)), _) => Some(*t),
        (None, Some(_)) => Some(enums::LinkageType::Export),
        (None, None) => None,
    };
    let llvm_linkage = crate::mapping::linkage::to_llvm(linkage_type, has_body, false);
    rx.b.set_linkage(*func, llvm_linkage);
    rx.b.add_attribute(func, FUNCTION_INDEX, "nounwind");
    // LLVM rejects contradicting pairs: Const wins over Pure, DontInline over Inline.
    let mut control = control;
    if control & enums::FunctionControl::Const != 0 {
        control &= !enums::FunctionControl::Pure;
    }
    if control & (enums::FunctionControl::DontInline | enums::FunctionControl::OptNoneINTEL) != 0 {
        control &= !enums::FunctionControl::Inline;
    }
    for attr in crate::mapping::attributes::function_control_to_llvm(control) {
        rx.b.add_attribute(func, FUNCTION_INDEX, attr);
    }
    if control & enums::FunctionControl::OptNoneINTEL != 0 {
        rx.b.add_attribute(func, FUNCTION_INDEX, "optnone");
        rx.b.add_attribute(func, FUNCTION_INDEX, "noinline");
    }
    // SPV_INTEL_float_controls2 function decorations: the `VCFloatControl` attribute.
    let mut float_control = crate::mapping::float_controls::Builder::default();
    // FPGA function decorations, written as metadata in the order of their rows.
    use crate::mapping::fpga_function::FPGA_FUNCTION_ROWS;
    let mut fpga = [None; FPGA_FUNCTION_ROWS.len()];
    let mut loop_fuse = None;
    // Return attributes.
    for &(dec, params) in rx.decorations(f.id) {
        match (dec, params) {
            (enums::Decoration::FunctionRoundingModeINTEL, &[_, mode]) => {
                float_control.rounding(mode)
            }
            (enums::Decoration::FunctionDenormModeINTEL, &[width, mode]) => {
                float_control.denorm(width, mode)
            }
            (enums::Decoration::FunctionFloatingPointModeINTEL, &[_, mode]) => {
                float_control.operation(mode)
            }
            _ => {}
        }
        if dec == enums::Decoration::ReferencedIndirectlyINTEL {
            rx.b.add_string_attribute(func, FUNCTION_INDEX, "referenced-indirectly", "");
        }
        if let Some(k) = FPGA_FUNCTION_ROWS.iter().position(|r| r.decoration == dec) {
            let r = &FPGA_FUNCTION_ROWS[k];
            fpga[k] = if r.literal {
                params.first().map(|&v| r.convert(v))
            } else {
                Some(1)
            };
        }
        if dec == enums::Decoration::MathOpDSPModeINTEL {
            let (mode, propagate) = (params.first(), params.get(1));
            for (kind, v) in [
                ("prefer_dsp", mode),
                ("propagate_dsp_preference", propagate),
            ] {
                if let Some(&v) = v.filter(|&&v| v != 0 || kind == "prefer_dsp") {
                    let node = rx.b.md_node(&[MdOperand::Int(32, u64::from(v))]);
                    rx.b.set_metadata(*func, kind, node);
                }
            }
        }
        if dec == enums::Decoration::FuseLoopsInFunctionINTEL
            && let [depth, independent] = params[..]
        {
            // SPV_INTEL_loop_fuse: `!loop_fuse !{i32 depth, i32 independent}`.
            loop_fuse = Some((depth, independent));
        }
        if dec == enums::Decoration::FuncParamAttr {
            match params.first() {
                Some(&enums::FunctionParameterAttribute::Zext) => {
                    rx.b.add_attribute(func, 0, "zeroext")
                }
                Some(&enums::FunctionParameterAttribute::Sext) => {
                    rx.b.add_attribute(func, 0, "signext")
                }
                _ => {}
            }
        }
    }
    // (llvm-spirv's order: stall_enable, loop_fuse, then the pipelining kinds.)
    for (k, r) in FPGA_FUNCTION_ROWS.iter().enumerate() {
        if let Some(v) = fpga[k] {
            let node = rx.b.md_node(&[MdOperand::Int(32, u64::from(v))]);
            rx.b.set_metadata(*func, r.kind, node);
        }
        if r.decoration == enums::Decoration::StallEnableINTEL
            && let Some((depth, independent)) = loop_fuse
        {
            let node = rx.b.md_node(&[
                MdOperand::Int(32, u64::from(depth)),
                MdOperand::Int(32, u64::from(independent)),
            ]);
            rx.b.set_metadata(*func, "loop_fuse", node);
        }
    }
    if float_control.is_set() {
        let value = float_control.value().to_string();
        rx.b.add_string_attribute(
            func,
            FUNCTION_INDEX,
            crate::mapping::float_controls::ATTRIBUTE,
            &value,
        );
    }
    let returns_void = fn_ty
        .return_type()
        .is_some_and(|t| t.kind() == TypeKind::Void);
    for (n, &p) in f.params.iter().enumerate() {
        let pv = rx.b.param(func, n as u32);
        if let Some(name) = rx.name_of(p) {
            rx.b.set_name(pv, &name);
        }
        let index = n as u32 + 1;
        let is_ptr = pv.type_of().kind() == TypeKind::Pointer;
        let attrs: Vec<u32> = rx
            .decorations(p)
            .iter()
            .filter(|(d, _)| *d == enums::Decoration::FuncParamAttr)
            .filter_map(|(_, a)| a.first().copied())
            .collect();
        let has = |a: u32| attrs.contains(&a);
        for &(dec, params) in rx.decorations(p) {
            let arg = params.first().copied();
            match dec {
                enums::Decoration::FuncParamAttr => {
                    let Some(attr) = arg else { continue };
                    let Some(name) = crate::mapping::attributes::param_attribute_to_llvm(attr)
                    else {
                        continue;
                    };
                    let pointer_only = !matches!(name, "zeroext" | "signext");
                    if pointer_only && !is_ptr {
                        continue;
                    }
                    // What LLVM rejects: sret past the second parameter, readonly with
                    // readnone, zeroext with signext, byval with sret.
                    let skip = match name {
                        "sret" => {
                            n > 1 || has(enums::FunctionParameterAttribute::ByVal) || !returns_void
                        }
                        "readonly" => has(enums::FunctionParameterAttribute::NoReadWrite),
                        "zeroext" => has(enums::FunctionParameterAttribute::Sext),
                        _ => false,
                    };
                    if skip {
                        continue;
                    }
                    if matches!(name, "byval" | "sret") {
                        if let Some(pointee) = pv.type_of().element() {
                            rx.b.add_type_attribute(func, index, name, pointee);
                        }
                    } else {
                        rx.b.add_attribute(func, index, name);
                    }
                }
                enums::Decoration::Alignment | enums::Decoration::MaxByteOffset if is_ptr => {
                    let name = crate::mapping::attributes::param_value_attribute_to_llvm(dec);
                    // An alignment is a power of two.
                    let a =
                        arg.filter(|a| dec != enums::Decoration::Alignment || a.is_power_of_two());
                    if let (Some(name), Some(a)) = (name, a) {
                        rx.b.add_int_attribute(func, index, name, u64::from(a));
                    }
                }
                enums::Decoration::AlignmentId if is_ptr => {
                    let a = arg.and_then(|id| rx.folded_constant_u64(id));
                    if let Some(a) = a.filter(|a| a.is_power_of_two()) {
                        rx.b.add_int_attribute(func, index, "align", a);
                    }
                }
                enums::Decoration::MaxByteOffsetId if is_ptr => {
                    if let Some(a) = arg.and_then(|id| rx.folded_constant_u64(id)) {
                        rx.b.add_int_attribute(func, index, "dereferenceable", a);
                    }
                }
                _ => {}
            }
        }
        rx.values.insert(p, pv);
    }
    parameter_decorations(rx, *func, f.id, &f.params);
    super::vector_compute::attributes(rx, func, f.id, &f.params);
    rx.values.insert(f.id, *func);
    Ok(*func)
}

/// Creates every function (with parameters, attributes, linkage and calling convention).
pub(crate) fn declare_functions(rx: &mut Rx<'_, '_>) -> Result<()> {
    let funcs = std::rc::Rc::clone(&rx.funcs);
    for f in &funcs.list {
        if rx.wrappers.contains_key(&f.id) || rx.values.contains_key(&f.id) || rx.is_dropped(f.id) {
            continue;
        }
        declare(rx, f)?;
    }
    Ok(())
}

/// SPV-IR: `!spirv.ParameterDecorations` on a function with decorated parameters, as the
/// representation document specifies: one decoration-list per parameter (empty for a parameter
/// without decorations), each decoration a node of its number and operands. For a kernel called
/// by an entry-point wrapper (which is not translated), a parameter's list also has the
/// decorations of the wrapper's parameter at the same position (llvm-spirv puts `Volatile`
/// there), each decoration once.
fn parameter_decorations<'c>(rx: &mut Rx<'c, '_>, func: Value<'c>, fid: u32, params: &[u32]) {
    if rx.options.target_env != crate::options::TargetEnv::SpvIr {
        return;
    }
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let wrapper_params: &[u32] = match rx.kernels.get(&fid) {
        Some(k) if k.entry != fid => funcs.get(k.entry).map_or(&[], |w| &w.params),
        _ => &[],
    };
    let decos: Vec<Vec<(u32, &[u32])>> = params
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            let mut list = rx.decorations(p).to_vec();
            if let Some(&w) = wrapper_params.get(k) {
                for d in rx.decorations(w) {
                    if !list.contains(d) {
                        list.push(*d);
                    }
                }
            }
            list
        })
        .collect();
    if decos.iter().all(Vec::is_empty) {
        return;
    }
    let lists: Vec<MdOperand<'c>> = decos
        .into_iter()
        .map(|list| {
            let list = super::decorations_md::decoration_list(rx, list)
                .unwrap_or_else(|| rx.b.md_node(&[]));
            MdOperand::Node(list)
        })
        .collect();
    let node = rx.b.md_node(&lists);
    rx.b.set_metadata(func, "spirv.ParameterDecorations", node);
}
