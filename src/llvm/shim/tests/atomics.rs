//! Orderings and sync scopes.

use super::*;

#[test]
fn orderings() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        assert_eq!(atomic_ordering(is[FENCE]), Some(LLVMAtomicOrderingAcquire));
        assert_eq!(
            atomic_ordering(is[RMW]),
            Some(LLVMAtomicOrderingSequentiallyConsistent)
        );
        assert_eq!(
            atomic_ordering(is[CMPXCHG]),
            Some(LLVMAtomicOrderingAcquireRelease)
        );
        assert_eq!(
            cmpxchg_failure_ordering(is[CMPXCHG]),
            Some(LLVMAtomicOrderingMonotonic)
        );
        assert_eq!(
            atomic_ordering(is[LOAD_ATOMIC]),
            Some(LLVMAtomicOrderingAcquire)
        );
        assert_eq!(
            atomic_ordering(is[STORE_ATOMIC]),
            Some(LLVMAtomicOrderingRelease)
        );
        assert_eq!(atomic_ordering(is[LOAD]), Some(LLVMAtomicOrderingNotAtomic));
        assert_eq!(atomic_ordering(is[ADD]), None);
        assert_eq!(atomic_ordering(ptr::null_mut()), None);
        assert_eq!(cmpxchg_failure_ordering(is[RMW]), None);

        assert!(set_atomic_ordering(
            is[FENCE],
            LLVMAtomicOrderingSequentiallyConsistent
        ));
        assert!(set_atomic_ordering(is[RMW], LLVMAtomicOrderingMonotonic));
        assert!(set_atomic_ordering(
            is[CMPXCHG],
            LLVMAtomicOrderingSequentiallyConsistent
        ));
        assert!(set_cmpxchg_failure_ordering(
            is[CMPXCHG],
            LLVMAtomicOrderingAcquire
        ));
        assert!(!set_atomic_ordering(is[ADD], LLVMAtomicOrderingAcquire));
        assert!(!set_cmpxchg_failure_ordering(
            is[RMW],
            LLVMAtomicOrderingAcquire
        ));
        assert_eq!(
            atomic_ordering(is[FENCE]),
            Some(LLVMAtomicOrderingSequentiallyConsistent)
        );
        assert_eq!(atomic_ordering(is[RMW]), Some(LLVMAtomicOrderingMonotonic));
        assert_eq!(
            atomic_ordering(is[CMPXCHG]),
            Some(LLVMAtomicOrderingSequentiallyConsistent)
        );
        assert_eq!(
            cmpxchg_failure_ordering(is[CMPXCHG]),
            Some(LLVMAtomicOrderingAcquire)
        );
    }
    let t = text(&m);
    assert!(t.contains(r#"fence syncscope("workgroup") seq_cst"#), "{t}");
    assert!(t.contains(r#"syncscope("device") monotonic"#), "{t}");
    assert!(t.contains("seq_cst acquire"), "{t}");
}

#[test]
fn sync_scopes() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        assert_eq!(sync_scope_name(is[FENCE]).as_deref(), Some("workgroup"));
        assert_eq!(sync_scope_name(is[RMW]).as_deref(), Some("device"));
        assert_eq!(sync_scope_name(is[CMPXCHG]).as_deref(), Some(""));
        assert_eq!(
            sync_scope_name(is[LOAD_ATOMIC]).as_deref(),
            Some("singlethread")
        );
        assert_eq!(sync_scope_name(is[STORE_ATOMIC]).as_deref(), Some(""));
        assert_eq!(sync_scope_name(is[ADD]), None);
        assert_eq!(sync_scope_name(ptr::null_mut()), None);

        assert!(set_sync_scope(is[FENCE], "subgroup"));
        assert!(set_sync_scope(is[RMW], ""));
        assert!(set_sync_scope(is[CMPXCHG], "all_svm_devices"));
        assert!(set_sync_scope(is[STORE_ATOMIC], "singlethread"));
        let long = "a_rather_long_scope_name_".repeat(4);
        assert!(set_sync_scope(is[LOAD_ATOMIC], &long));
        assert!(!set_sync_scope(is[ADD], "device"));
        assert_eq!(sync_scope_name(is[FENCE]).as_deref(), Some("subgroup"));
        assert_eq!(sync_scope_name(is[RMW]).as_deref(), Some(""));
        assert_eq!(
            sync_scope_name(is[CMPXCHG]).as_deref(),
            Some("all_svm_devices")
        );
        assert_eq!(
            sync_scope_name(is[STORE_ATOMIC]).as_deref(),
            Some("singlethread")
        );
        assert_eq!(
            sync_scope_name(is[LOAD_ATOMIC]).as_deref(),
            Some(long.as_str())
        );
    }
    let t = text(&m);
    assert!(t.contains(r#"fence syncscope("subgroup") acquire"#), "{t}");
    assert!(t.contains(r#"atomicrmw add i32* %p, i32 1 seq_cst"#), "{t}");
    assert!(
        t.contains(r#"syncscope("all_svm_devices") acq_rel monotonic"#),
        "{t}"
    );
    assert!(t.contains(r#"syncscope("singlethread") release"#), "{t}");
}
