"""Differences the specifications allow, each proven on the kernel rather than assumed.

Contraction: clang contracts `a*b+c` in OpenCL C into `llvm.fmuladd`, which may be fused or not
as the code generator likes (LLVM LangRef); PoCL fuses it. A round trip that brings it back as
the OpenCL `mad` builtin gets it computed unfused, which `mad` allows (OpenCL 1.2 reference page:
"Whether or how the product of a * b is rounded ... is not defined"; OpenCL.std `mad`: "either as
a correctly rounded fma, or as a multiply followed by an add, both of which are correctly
rounded"). unfuse(text) writes the original with every `llvm.fmuladd` split into `fmul` and
`fadd`: when the round trip gives exactly what that module gives, the difference is this one and
no other.
"""
import re

from .irinfo import split_top

CONTRACTION = ("contraction: llvm.fmuladd computed fused in the original and unfused after the "
               "round trip (as mad); both are allowed")

CALL = re.compile(r"^(\s*)(%[-\w.$]+) = (?:tail |musttail |notail )?call ((?:[a-z]+ )*)"
                  r"(<\d+ x (?:half|float|double)>|half|float|double) "
                  r"@llvm\.fmuladd\.[\w.]+\((.*)\)((?:\s*#\d+)?(?:,.*)?)$")


def unfuse(text):
    """text with each llvm.fmuladd call written as fmul + fadd; None when it has none."""
    out, n = [], 0
    for line in text.splitlines():
        m = CALL.match(line)
        if not m:
            out.append(line)
            continue
        indent, name, flags, ty, argl, tail = m.groups()
        args = [a.strip() for a in split_top(argl)]
        if len(args) != 3 or not all(a.startswith(ty + " ") for a in args):
            out.append(line)
            continue
        a, b, c = (x[len(ty) + 1:].strip() for x in args)
        meta = tail[tail.index(","):] if "," in tail else ""
        fmf = " ".join(f for f in flags.split() if f in (
            "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"))
        fmf = fmf + " " if fmf else ""
        tmp = "%%fmuladd.unfused.%d" % n
        n += 1
        out.append("%s%s = fmul %s%s %s, %s%s" % (indent, tmp, fmf, ty, a, b, meta))
        out.append("%s%s = fadd %s%s %s, %s%s" % (indent, name, fmf, ty, tmp, c, meta))
    return "\n".join(out) + "\n" if n else None


# Builtins PoCL (3.1, pthread device) computes wrong when it loads SPIR 1.2 bitcode, with no
# translator involved, each shown by a script in scripts/pocl-faults/: a kernel that calls one
# (or calls a function that does) is not comparable, whatever its round trip gives.
POCL_FAULTS = (
    (re.compile(r"_Z1[34]vstorea?_half16(?:_rt[enpz])?Dv16_d"),
     "PoCL computes vstore_half16/vstorea_half16 of a double16 wrong "
     "(scripts/pocl-faults/vstore-half16-double.py)"),
    (re.compile(r"_Z1[37]vstorea_half3(?:_rt[enpz])?Dv3_[fd]"),
     "PoCL's vstorea_half3 writes a fourth half after the three it is given, past the end of "
     "what the kernel gave it (scripts/pocl-faults/vstorea-half3.py)"),
)


def pocl_fault(kernel):
    """Why PoCL cannot be trusted with this kernel, or None."""
    for pattern, why in POCL_FAULTS:
        if any(pattern.match(c) for c in kernel.calls):
            return why
    return None
