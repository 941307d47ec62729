//! Fast-math, wrap and exact flags.

use super::*;

#[test]
fn fast_math() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        assert_eq!(
            fast_math_flags(is[FADD]),
            FastMathFlags::NNAN | FastMathFlags::NINF
        );
        assert!(fast_math_flags(is[FMUL]).is_empty());
        assert!(fast_math_flags(is[ADD]).is_empty());
        assert!(fast_math_flags(ptr::null_mut()).is_empty());

        assert!(set_fast_math_flags(is[FMUL], FastMathFlags::FAST));
        assert_eq!(fast_math_flags(is[FMUL]), FastMathFlags::FAST);
        let some = FastMathFlags::REASSOC | FastMathFlags::NSZ | FastMathFlags::AFN;
        assert!(set_fast_math_flags(is[FADD], some));
        assert_eq!(fast_math_flags(is[FADD]), some);
        assert!(!set_fast_math_flags(is[ADD], FastMathFlags::FAST));
        for bit in 0..7 {
            let f = FastMathFlags(1 << bit);
            assert!(set_fast_math_flags(is[FADD], f));
            assert_eq!(fast_math_flags(is[FADD]), f, "bit {bit}");
        }
        assert!(set_fast_math_flags(
            is[FADD],
            FastMathFlags::ARCP | FastMathFlags::CONTRACT
        ));
    }
    let t = text(&m);
    assert!(t.contains("%g = fmul fast float %a, %b"), "{t}");
    assert!(t.contains("%f = fadd arcp contract float %a, %b"), "{t}");
}

#[test]
fn wrap_flags() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        assert!(has_no_signed_wrap(is[ADD]));
        assert!(has_no_unsigned_wrap(is[ADD]));
        assert!(!is_exact(is[ADD]));
        assert!(is_exact(is[UDIV]));
        assert!(!has_no_signed_wrap(is[UDIV]));
        assert!(!has_no_signed_wrap(is[FADD]));
        assert!(!is_exact(ptr::null_mut()));

        assert!(set_no_signed_wrap(is[ADD], false));
        assert!(!has_no_signed_wrap(is[ADD]));
        assert!(has_no_unsigned_wrap(is[ADD]));
        assert!(set_no_unsigned_wrap(is[ADD], false));
        assert!(!has_no_unsigned_wrap(is[ADD]));
        assert!(set_exact(is[UDIV], false));
        assert!(!is_exact(is[UDIV]));
        assert!(!set_exact(is[ADD], true));
        assert!(!set_no_signed_wrap(is[UDIV], true));
        assert!(!set_no_unsigned_wrap(is[FADD], true));
    }
    let t = text(&m);
    assert!(t.contains("%s = add i32 %x, %y"), "{t}");
    assert!(t.contains("%d = udiv i32 %x, %y"), "{t}");
    unsafe {
        assert!(set_no_signed_wrap(is[ADD], true));
        assert!(set_exact(is[UDIV], true));
        assert!(has_no_signed_wrap(is[ADD]));
    }
    let t = text(&m);
    assert!(t.contains("%s = add nsw i32 %x, %y"), "{t}");
    assert!(t.contains("%d = udiv exact i32 %x, %y"), "{t}");
}
