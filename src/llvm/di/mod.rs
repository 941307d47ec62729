//! Debug information: safe reading of DI nodes (every field LLVM-C 14 cannot read comes from
//! the C++ shim `shim/di.cpp`) and a safe builder of DI nodes over LLVM's `DIBuilder`.
//!
//! Reading works on `ir::Md` handles: `Di::new(md)` then `kind()`, `int(Field::Line)`,
//! `string(Field::Name)`, `node(Field::Scope)`. Building goes through `DiBuilder`, one per
//! compile unit; nodes are `DiRef` handles. Temporary nodes (`temporary`, `replace_temporary`)
//! break cycles.

use super::build::IrBuilder;
use super::ir::{BasicBlock, Md, Value};
use llvm_sys::debuginfo::*;
use llvm_sys::prelude::*;
use std::marker::PhantomData;
use std::os::raw::{c_char, c_int, c_uint};

mod build;
mod read;
pub use build::*;
pub use read::*;

mod ffi {
    use super::*;

    unsafe extern "C" {
        pub fn lsr_locate_instructions_after(
            bb: LLVMBasicBlockRef,
            last: LLVMValueRef,
            loc: LLVMMetadataRef,
        ) -> c_int;
        pub fn lsr_locate_unlocated_calls(f: LLVMValueRef, loc: LLVMMetadataRef) -> c_int;
        pub fn lsr_di_kind(md: LLVMMetadataRef) -> c_int;
        pub fn lsr_di_int(md: LLVMMetadataRef, field: c_int, out: *mut u64) -> c_int;
        pub fn lsr_di_str(md: LLVMMetadataRef, field: c_int, len: *mut usize) -> *const c_char;
        pub fn lsr_di_ref(md: LLVMMetadataRef, field: c_int) -> LLVMMetadataRef;
        pub fn lsr_di_checksum_kind(md: LLVMMetadataRef) -> c_int;
        pub fn lsr_di_expr_len(md: LLVMMetadataRef) -> c_uint;
        pub fn lsr_di_expr_elem(md: LLVMMetadataRef, i: c_uint) -> u64;
        pub fn lsr_di_value_md(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_kind(v: LLVMValueRef) -> c_int;
        pub fn lsr_di_dbg_variable(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_expression(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_location(v: LLVMValueRef) -> LLVMValueRef;
        pub fn lsr_di_dbg_first_location(v: LLVMValueRef) -> LLVMValueRef;
        pub fn lsr_di_global_dbg(v: LLVMValueRef, out: *mut LLVMMetadataRef, max: c_uint)
        -> c_uint;

        pub fn lsr_dib_file(
            b: LLVMDIBuilderRef,
            name: *const c_char,
            name_len: usize,
            dir: *const c_char,
            dir_len: usize,
            cs_kind: c_int,
            cs: *const c_char,
            cs_len: usize,
            src: *const c_char,
            src_len: usize,
            has_src: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subrange(
            c: LLVMContextRef,
            count_is_int: c_int,
            count: i64,
            count_node: LLVMMetadataRef,
            lower_is_int: c_int,
            lower: i64,
            lower_node: LLVMMetadataRef,
            upper_node: LLVMMetadataRef,
            stride_node: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_composite(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            scope: LLVMMetadataRef,
            base: LLVMMetadataRef,
            size: u64,
            align: u32,
            offset: u64,
            flags: c_uint,
            elements: LLVMMetadataRef,
            runtime_lang: c_uint,
            vtable_holder: LLVMMetadataRef,
            template_params: LLVMMetadataRef,
            ident: *const c_char,
            ident_len: usize,
            distinct: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_derived(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            scope: LLVMMetadataRef,
            base: LLVMMetadataRef,
            size: u64,
            align: u32,
            offset: u64,
            has_addr_space: c_int,
            addr_space: c_uint,
            flags: c_uint,
            extra: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subroutine_type(
            c: LLVMContextRef,
            flags: c_uint,
            cc: c_uint,
            types: *mut LLVMMetadataRef,
            n: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subprogram(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            linkage: *const c_char,
            linkage_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            scope_line: c_uint,
            flags: c_uint,
            sp_flags: c_uint,
            template_params: LLVMMetadataRef,
            decl: LLVMMetadataRef,
            containing_type: LLVMMetadataRef,
            virtual_index: c_uint,
            this_adjustment: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_template_type(
            c: LLVMContextRef,
            name: *const c_char,
            name_len: usize,
            ty: LLVMMetadataRef,
            is_default: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_template_value(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            ty: LLVMMetadataRef,
            is_default: c_int,
            kind: c_int,
            value: i64,
            bits: c_uint,
            value_md: LLVMMetadataRef,
            value_str: *const c_char,
            value_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_imported_entity(
            b: LLVMDIBuilderRef,
            c: LLVMContextRef,
            tag: c_uint,
            scope: LLVMMetadataRef,
            entity: LLVMMetadataRef,
            file: LLVMMetadataRef,
            line: c_uint,
            name: *const c_char,
            name_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_global_variable(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            linkage: *const c_char,
            linkage_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            is_local: c_int,
            is_defined: c_int,
            expr: LLVMMetadataRef,
            decl: LLVMMetadataRef,
            align: u32,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_cu_lists(
            cu: LLVMMetadataRef,
            enums: LLVMMetadataRef,
            retained: LLVMMetadataRef,
            globals: LLVMMetadataRef,
            imported: LLVMMetadataRef,
            macros: LLVMMetadataRef,
        );
        pub fn lsr_dib_set_retained_nodes(sp: LLVMMetadataRef, nodes: LLVMMetadataRef);
        pub fn lsr_dib_compile_unit(
            b: LLVMDIBuilderRef,
            lang: c_uint,
            file: LLVMMetadataRef,
            producer: *const c_char,
            producer_len: usize,
            is_opt: c_int,
            flags: *const c_char,
            flags_len: usize,
            rv: c_uint,
            split: *const c_char,
            split_len: usize,
            kind: c_uint,
            dwo_id: u64,
            split_inlining: c_int,
            profiling: c_int,
            name_table_kind: c_uint,
            ranges_base: c_int,
            sysroot: *const c_char,
            sysroot_len: usize,
            sdk: *const c_char,
            sdk_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_local_variable(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            arg: c_uint,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            always_preserve: c_int,
            flags: c_uint,
            align: u32,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_location(
            c: LLVMContextRef,
            line: c_uint,
            col: c_uint,
            scope: LLVMMetadataRef,
            inlined_at: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_call_site(
            c: LLVMContextRef,
            line: c_uint,
            col: c_uint,
            scope: LLVMMetadataRef,
            inlined_at: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_lexical_block(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            file: LLVMMetadataRef,
            line: c_uint,
            col: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_lexical_block_file(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            file: LLVMMetadataRef,
            discriminator: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_namespace(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            export_symbols: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_module(
            c: LLVMContextRef,
            file: LLVMMetadataRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            macros: *const c_char,
            macros_len: usize,
            include: *const c_char,
            include_len: usize,
            notes: *const c_char,
            notes_len: usize,
            line: u32,
            is_decl: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_insert_dbg(
            b: LLVMDIBuilderRef,
            is_value: c_int,
            storage: LLVMValueRef,
            var: LLVMMetadataRef,
            expr: LLVMMetadataRef,
            loc: LLVMMetadataRef,
            bb: LLVMBasicBlockRef,
        ) -> LLVMValueRef;
        pub fn lsr_di_resolve(md: LLVMMetadataRef);
        pub fn lsr_add_module_flag_i32(
            m: LLVMModuleRef,
            behavior: u32,
            key: *const std::os::raw::c_char,
            len: usize,
            value: u32,
        );
        pub fn lsr_dib_global_add_dbg(gv: LLVMValueRef, gve: LLVMMetadataRef);
    }
}

/// What a piece of debug metadata is.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm::ir::Context;

    const IR: &str = r#"
target triple = "spir64-unknown-unknown"
%struct.S = type { i32, float }
@g = addrspace(1) global i32 0, align 4, !dbg !30
define spir_kernel void @k(i32 %a) !dbg !7 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !12, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !14
  call void @llvm.dbg.value(metadata i32 %a, metadata !15, metadata !DIExpression()), !dbg !14
  ret void, !dbg !14
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !29)
!1 = !DIFile(filename: "a.cl", directory: "/d", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !8, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !20)
!12 = !DILocalVariable(name: "x", scope: !7, file: !1, line: 4, type: !11)
!14 = !DILocation(line: 4, column: 7, scope: !7)
!15 = !DILocalVariable(name: "a", arg: 1, scope: !7, file: !1, line: 2, type: !10)
!20 = !{!21}
!21 = !DISubrange(count: 2, lowerBound: 1)
!29 = !{!30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !10, isLocal: false, isDefinition: true)
"#;

    #[test]
    fn reads_nodes_and_intrinsics() {
        let ctx = Context::new();
        let m = ctx.load_module(IR.as_bytes(), "t").expect("IR");
        let k = m.functions().find(|f| f.name_str() == "k").expect("k");
        let sp = Di(k.metadata("dbg").expect("!dbg"));
        assert_eq!(sp.kind(), DiKind::Subprogram);
        assert_eq!(sp.string(Field::Name).as_deref(), Some("k"));
        assert_eq!(sp.int(Field::ScopeLine), Some(3));
        assert_eq!(sp.int(Field::SpFlags), Some(8));
        let cu = sp.node(Field::Unit).expect("unit");
        assert_eq!(cu.kind(), DiKind::CompileUnit);
        assert_eq!(cu.int(Field::Language), Some(0x15));
        assert_eq!(cu.string(Field::Producer).as_deref(), Some("clang"));
        let file = cu.node(Field::File).expect("file");
        assert_eq!(file.checksum_kind(), 1);
        assert_eq!(file.string(Field::Filename).as_deref(), Some("a.cl"));
        let insts: Vec<Value> = k.basic_blocks()[0].instructions().collect();
        assert_eq!(dbg_intrinsic(insts[1]), Some(DbgIntrinsic::Declare));
        assert_eq!(dbg_intrinsic(insts[2]), Some(DbgIntrinsic::Value));
        assert_eq!(dbg_intrinsic(insts[0]), None);
        assert_eq!(dbg_location(insts[1]), Some(insts[0]));
        let var = dbg_variable(insts[1]).expect("var");
        assert_eq!(var.string(Field::Name).as_deref(), Some("x"));
        let arr = var.node(Field::Type).expect("type");
        assert_eq!(arr.int(Field::Tag), Some(1));
        let sr = arr.list(Field::Elements)[0].expect("subrange");
        assert_eq!(sr.int(Field::Count), Some(2));
        assert_eq!(sr.int(Field::LowerBound), Some(1));
        let e = dbg_expression(insts[1]).expect("expr");
        assert_eq!(e.expr_ops(), vec![0x10, 0, 0x16, 0x18]);
        let arg = dbg_variable(insts[2]).expect("arg");
        assert_eq!(arg.int(Field::Arg), Some(1));
        let g = m.globals().next().expect("@g");
        let gves = global_debug_info(g);
        assert_eq!(gves.len(), 1);
        let gv = gves[0].node(Field::Variable).expect("var");
        assert_eq!(gv.string(Field::Name).as_deref(), Some("g"));
        let loc = Di(insts[1].metadata("dbg").expect("loc"));
        assert_eq!(loc.kind(), DiKind::Location);
        assert_eq!(
            (loc.int(Field::Line), loc.int(Field::Column)),
            (Some(4), Some(7))
        );
    }

    #[test]
    fn locates_the_instructions_after_one_and_the_unlocated_calls() {
        const F: &str = r#"
define void @f(i1 %c) !dbg !7 {
entry:
  %a = add i32 1, 2
  %b = add i32 3, 4, !dbg !14
  %d = add i32 5, 6
  br label %next
next:
  %p = phi i32 [ %a, %entry ]
  %q = add i32 %p, 1
  call void @g()
  ret void
}
define void @h() !dbg !17 {
entry:
  %x = add i32 1, 2
  call void @g()
  call void @g(), !dbg !18
  ret void
}
declare void @g()
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/d")
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !8, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!14 = !DILocation(line: 4, column: 7, scope: !7)
!17 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 5, type: !8, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!18 = !DILocation(line: 6, column: 1, scope: !17)
"#;
        let ctx = Context::new();
        let m = ctx.load_module(F.as_bytes(), "t").expect("IR");
        let b = IrBuilder::new(&m);
        let dib = DiBuilder::new(&b);
        let f = m.functions().find(|f| f.name_str() == "f").expect("f");
        let h = m.functions().find(|f| f.name_str() == "h").expect("h");
        let sp = DiRef::from_md(f.metadata("dbg").expect("!dbg")).expect("sp");
        let loc = dib.location(9, 1, sp, None).expect("loc");
        let line = |i: Value| i.metadata("dbg").and_then(|l| Di(l).int(Field::Line));
        let blocks = f.basic_blocks();
        let entry: Vec<Value> = blocks[0].instructions().collect();
        // After %a: %b keeps its location, %d and the branch take the new one.
        dib.locate_instructions_after(blocks[0], Some(entry[0]), loc);
        let lines: Vec<_> = entry.iter().map(|&i| line(i)).collect();
        assert_eq!(lines, [None, Some(4), Some(9), Some(9)]);
        // A whole block: all but the phi.
        dib.locate_instructions_after(blocks[1], None, loc);
        let lines: Vec<_> = blocks[1].instructions().map(line).collect();
        assert_eq!(lines, [None, Some(9), Some(9), Some(9)]);
        // The calls without a location, and nothing else.
        dib.locate_unlocated_calls(h, loc);
        let lines: Vec<_> = h.basic_blocks()[0].instructions().map(line).collect();
        assert_eq!(lines, [None, Some(9), Some(6), None]);
    }

    #[test]
    fn builds_a_verified_module() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let dib = DiBuilder::new(&b);
        let file = dib.file(
            "a.cl",
            "/d",
            Some((1, "0123456789abcdef0123456789abcdef")),
            None,
        );
        let cu = dib
            .compile_unit(&CompileUnitDesc {
                language: 0x15,
                file,
                producer: "p".into(),
                emission_kind: 1,
                ..Default::default()
            })
            .expect("cu");
        let int = dib.basic_type("int", 32, 5, 0);
        // A struct whose member refers back to it through a temporary.
        let temp = dib.temporary().expect("temp");
        let member = dib.derived(&DerivedDesc {
            tag: 0x0d,
            name: "a".into(),
            file,
            scope: Some(temp),
            base: int,
            size: 32,
            ..Default::default()
        });
        let elems = dib.tuple(&[member]);
        let st = dib
            .composite(&CompositeDesc {
                tag: 0x13,
                name: "S".into(),
                file,
                scope: Some(cu),
                size: 32,
                elements: elems,
                ..Default::default()
            })
            .expect("struct");
        dib.replace_temporary(temp, st);
        let ty = dib.subroutine_type(0, 0, &[None, Some(st)]);
        let i32t = b.int_type(32);
        let ft = b.function_type(b.void_type(), &[i32t], false);
        let f = b.add_function("k", ft);
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let sp = dib
            .subprogram(&SubprogramDesc {
                scope: file,
                name: "k".into(),
                file,
                line: 2,
                ty,
                scope_line: 2,
                sp_flags: 8,
                ..Default::default()
            })
            .expect("sp");
        dib.set_subprogram(*f, sp);
        let x = b.alloca(i32t, "x");
        let var = dib
            .local_variable(Some(sp), "x", 0, file, 3, int, true, 0, 0)
            .expect("var");
        let loc = dib.location(3, 5, sp, None).expect("loc");
        dib.set_location(x, loc);
        let expr = dib.expression(&[]).expect("expr");
        assert!(dib.insert_dbg(false, x, var, expr, loc, bb).is_some());
        let r = b.ret(None);
        dib.set_location(r, loc);
        dib.finalize();
        dib.add_module_flag(2, "Debug Info Version", 3);
        m.verify().expect("verifies");
        let text = m.to_text();
        assert!(text.contains("llvm.dbg.declare"), "{text}");
        assert!(
            text.contains("!DICompositeType(tag: DW_TAG_structure_type, name: \"S\""),
            "{text}"
        );
    }
}
