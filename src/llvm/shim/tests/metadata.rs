//! Reading metadata, debug-info kinds, distinct self-referencing nodes.

use super::*;

#[test]
fn metadata_reading() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let mp = m.as_mut_ptr();
    let k = kernel(&m);
    let is = insts(k);
    unsafe {
        assert_eq!(named_md_num_operands(mp, "foo"), 2);
        assert_eq!(named_md_num_operands(mp, "absent"), 0);
        assert_eq!(named_md_operand(mp, "foo", 2), None);
        assert_eq!(named_md_operand(mp, "absent", 0), None);
        let ops = named_md_operands(mp, "foo");
        assert_eq!(ops.len(), 2);
        let n0 = ops[0];
        assert_eq!(md_kind(n0), MdKind::Tuple);
        assert!(!is_distinct(n0));
        assert_eq!(md_num_operands(n0), 3);
        assert_eq!(md_operand(n0, 0), None);
        assert_eq!(md_operand(n0, 3), None);
        let all = md_operands(n0);
        assert_eq!(all.len(), 3);
        assert!(all[0].is_none());
        let s = all[1].expect("!\"x\"");
        assert_eq!(md_kind(s), MdKind::String);
        assert_eq!(md_string(s).as_deref(), Some("x"));
        assert_eq!(md_num_operands(s), 0);
        assert_eq!(md_value(s), None);
        let c = all[2].expect("i32 1");
        assert_eq!(md_kind(c), MdKind::Value);
        assert_eq!(md_string(c), None);
        let v = md_value(c).expect("value");
        assert_eq!(LLVMConstIntGetZExtValue(v), 1);
        assert_eq!(md_kind(ptr::null_mut()), MdKind::Other);
        assert_eq!(md_num_operands(ptr::null_mut()), 0);

        // Function metadata.
        let kat = function_metadata(k, "kernel_arg_type").expect("kernel_arg_type");
        assert_eq!(kat, ops[1]);
        let names: Vec<_> = md_operands(kat)
            .into_iter()
            .map(|o| md_string(o.expect("string")).expect("string"))
            .collect();
        assert_eq!(names, ["int*", "float", "float", "int", "int", "void(*)()"]);
        assert_eq!(function_metadata(k, "reqd_work_group_size"), None);
        assert_eq!(global_metadata(k, "kernel_arg_type"), Some(kat));
        assert_eq!(function_metadata(is[ADD], "kernel_arg_type"), None);

        // Global-variable metadata.
        let gv = m.get_global("gv").expect("@gv").as_value_ref();
        assert_eq!(global_metadata(gv, "spirv.Decorations"), Some(n0));
        assert_eq!(function_metadata(gv, "spirv.Decorations"), None);

        // Instruction metadata.
        assert_eq!(inst_metadata(is[LOAD], "my.md"), Some(n0));
        assert_eq!(inst_metadata(is[LOAD], "dbg"), None);
        assert_eq!(inst_metadata(is[ADD], "my.md"), None);
        let lp = inst_metadata(is[BR_LOOP], "llvm.loop").expect("llvm.loop");
        assert!(is_distinct(lp));
        assert_eq!(md_kind(lp), MdKind::Tuple);
        assert_eq!(md_operand(lp, 0), Some(lp));
        let hint = md_operand(lp, 1).expect("hint");
        assert_eq!(
            md_string(md_operand(hint, 0).expect("str")).as_deref(),
            Some("llvm.loop.unroll.disable")
        );
    }
}

#[test]
fn debug_info_kind() {
    const DI: &str = r#"
define void @f() !dbg !4 {
  ret void, !dbg !6
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0)
!5 = !DISubroutineType(types: !{null})
!6 = !DILocation(line: 2, scope: !4)
"#;
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(DI.as_bytes(), "di");
    let m = ctx.create_module_from_ir(buf).expect("DI IR");
    let f = m.get_function("f").expect("@f").as_value_ref();
    let ret = insts(f)[0];
    unsafe {
        let sp = function_metadata(f, "dbg").expect("subprogram");
        assert_eq!(md_kind(sp), MdKind::DebugInfo);
        assert!(is_distinct(sp));
        let loc = inst_metadata(ret, "dbg").expect("location");
        assert_eq!(md_kind(loc), MdKind::DebugInfo);
        let cu = named_md_operand(m.as_mut_ptr(), "llvm.dbg.cu", 0).expect("cu");
        assert_eq!(md_kind(cu), MdKind::DebugInfo);
        let flag = named_md_operand(m.as_mut_ptr(), "llvm.module.flags", 0).expect("flag");
        assert_eq!(md_kind(flag), MdKind::Tuple);
    }
}

#[test]
fn distinct_self_ref_node() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        let c = ctx.raw();
        let s = b"llvm.loop.unroll.count";
        let name = LLVMMDStringInContext2(c, s.as_ptr().cast(), s.len());
        let count = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), 4, 0));
        let mut hint_ops = [name, count];
        let hint = LLVMMDNodeInContext2(c, hint_ops.as_mut_ptr(), hint_ops.len());
        let n = make_distinct_node(c, &[hint, ptr::null_mut()], true).expect("node");
        assert!(is_distinct(n));
        assert_eq!(md_num_operands(n), 3);
        assert_eq!(md_operand(n, 0), Some(n));
        assert_eq!(md_operand(n, 1), Some(hint));
        assert_eq!(md_operand(n, 2), None);
        // Two nodes with the same operands stay different (distinct, not uniqued).
        let n2 = make_distinct_node(c, &[hint], true).expect("node");
        let n3 = make_distinct_node(c, &[hint], true).expect("node");
        assert_ne!(n2, n3);
        let empty = make_distinct_node(c, &[], true).expect("node");
        assert_eq!(md_num_operands(empty), 1);
        assert_eq!(md_operand(empty, 0), Some(empty));
        assert!(!is_distinct(hint));

        // Attach it as !llvm.loop and check the printed form.
        let kind = b"llvm.loop";
        let kid = LLVMGetMDKindIDInContext(c, kind.as_ptr().cast(), kind.len() as u32);
        LLVMSetMetadata(is[BR_LOOP], kid, LLVMMetadataAsValue(c, n2));
        assert_eq!(inst_metadata(is[BR_LOOP], "llvm.loop"), Some(n2));
        assert_eq!(make_distinct_node(ptr::null_mut(), &[], true), None);
    }
    let t = text(&m);
    assert!(t.contains("!llvm.loop !"), "{t}");
    assert!(t.contains(r#"!{!"llvm.loop.unroll.count", i32 4}"#), "{t}");
    let self_ref = t.lines().any(|l| {
        l.split_once(" = distinct !{")
            .is_some_and(|(id, rest)| rest.starts_with(&format!("{id}, !")))
    });
    assert!(self_ref, "{t}");
}
