#!/usr/bin/env python3
"""Coverage of the debug-info instruction table by our lit tests.

    coverage.py ROOT

For each instruction of the table (instructions 0-33 of the DebugInfo / OpenCL.DebugInfo.100
specification, and each DebugOperation), and each set (ocl-100: OpenCL.DebugInfo.100, the
default; legacy: DebugInfo, --spirv-debug-info-version=legacy), looks for:
  forward  a check line in ROOT/llvm-tests/debug-info/* naming the instruction as our
           -spirv-text prints it; check prefixes containing LEGACY are of the legacy set,
           the others of ocl-100;
  reverse  a test in ROOT/spirv-tests/debug-info/*.spt whose SPIR-V imports the set and has
           the instruction, with a check line matching the LLVM the instruction becomes.
Where a direction cannot exist, the table says why (LIMITS) and nothing is looked for.
Prints what is missing; exit status 1 when something is.
"""
import glob, os, re, sys

# name in the specification: (names our -spirv-text prints, regex of the LLVM it becomes)
TABLE = {
    "DebugInfoNone": (["DebugInfoNone"], r"null"),
    "DebugCompilationUnit": (["DebugCompileUnit", "DebugCompilationUnit"], r"!DICompileUnit\("),
    "DebugTypeBasic": (["DebugTypeBasic"], r"!DIBasicType\("),
    "DebugTypePointer": (["DebugTypePointer"], r"DW_TAG_pointer_type"),
    "DebugTypeQualifier": (["DebugTypeQualifier"], r"DW_TAG_(const|volatile|restrict|atomic)_type"),
    "DebugTypeArray": (["DebugTypeArray"], r"DW_TAG_array_type"),
    "DebugTypeVector": (["DebugTypeVector"], r"DIFlagVector"),
    "DebugTypedef": (["DebugTypedef"], r"DW_TAG_typedef"),
    "DebugTypeFunction": (["DebugTypeFunction"], r"!DISubroutineType\("),
    "DebugTypeEnum": (["DebugTypeEnum"], r"DW_TAG_enumeration_type"),
    "DebugTypeComposite": (["DebugTypeComposite"], r"DW_TAG_(structure|class|union)_type"),
    "DebugTypeMember": (["DebugTypeMember"], r"DW_TAG_member"),
    "DebugTypeInheritance": (["DebugTypeInheritance"], r"DW_TAG_inheritance"),
    "DebugTypePtrToMember": (["DebugTypePtrToMember"], r"DW_TAG_ptr_to_member_type"),
    "DebugTypeTemplate": (["DebugTemplate", "DebugTypeTemplate"], r"templateParams:"),
    "DebugTypeTemplateParameter": (["DebugTemplateParameter", "DebugTypeTemplateParameter"],
                                   r"!DITemplate(Type|Value)Parameter\("),
    "DebugTypeTemplateTemplateParameter": (["DebugTemplateTemplateParameter",
                                            "DebugTypeTemplateTemplateParameter"],
                                           r"DW_TAG_GNU_template_template_param"),
    "DebugTypeTemplateParameterPack": (["DebugTemplateParameterPack",
                                        "DebugTypeTemplateParameterPack"],
                                       r"DW_TAG_GNU_template_parameter_pack"),
    "DebugGlobalVariable": (["DebugGlobalVariable"], r"!DIGlobalVariable\("),
    "DebugFunctionDeclaration": (["DebugFunctionDeclaration", "DebugFunctionDecl"],
                                 r"= !DISubprogram\("),
    "DebugFunction": (["DebugFunction"], r"distinct !DISubprogram\("),
    "DebugLexicalBlock": (["DebugLexicalBlock"], r"!DILexicalBlock\(|!DINamespace\("),
    "DebugLexicalBlockDiscriminator": (["LexicalBlockDiscriminator",
                                        "DebugLexicalBlockDiscriminator"],
                                       r"!DILexicalBlockFile\("),
    "DebugScope": (["DebugScope"], r"!DILocation\("),
    "DebugNoScope": (["DebugNoScope"], None),
    "DebugInlinedAt": (["DebugInlinedAt"], r"inlinedAt:"),
    "DebugLocalVariable": (["DebugLocalVariable"], r"!DILocalVariable\("),
    "DebugInlinedVariable": (["DebugInlinedVariable"], None),
    "DebugDeclare": (["DebugDeclare"], r"@llvm\.dbg\.declare"),
    "DebugValue": (["DebugValue"], r"@llvm\.dbg\.value"),
    "DebugOperation": (["DebugOperation"], r"!DIExpression\(DW_OP"),
    "DebugExpression": (["DebugExpression"], r"!DIExpression\("),
    "DebugMacroDef": (["DebugMacroDef"], r"DW_MACINFO_define"),
    "DebugMacroUndef": (["DebugMacroUndef"], r"DW_MACINFO_undef"),
}

# Each DebugOperation: (number, DWARF operation in LLVM, sets that have it).
OPERATIONS = {
    "Deref": (0, "DW_OP_deref", ("ocl-100", "legacy")),
    "Plus": (1, "DW_OP_plus", ("ocl-100", "legacy")),
    "Minus": (2, "DW_OP_minus", ("ocl-100", "legacy")),
    "PlusUconst": (3, "DW_OP_plus_uconst", ("ocl-100", "legacy")),
    # (Not testable: the LLVM verifier refuses DW_OP_bit_piece in a DIExpression, so no LLVM
    # input has it, and LLVM cannot hold what it would read back.)
    "BitPiece": (4, "DW_OP_bit_piece", ()),
    "Swap": (5, "DW_OP_swap", ("ocl-100", "legacy")),
    "Xderef": (6, "DW_OP_xderef", ("ocl-100", "legacy")),
    "StackValue": (7, "DW_OP_stack_value", ("ocl-100", "legacy")),
    "Constu": (8, "DW_OP_constu", ("ocl-100", "legacy")),
    "Fragment": (9, "DW_OP_LLVM_fragment", ("ocl-100",)),
}

# Directions that cannot be tested, and why.
LIMITS = {
    ("DebugInlinedVariable", "forward"): "LLVM has no inlined-variable node to translate",
    ("DebugInlinedVariable", "reverse"): "read and left out: LLVM has no node for it "
                                         "(spirv-tests/debug-info/hand-templates-discriminator.spt "
                                         "and legacy-all.spt read it)",
    ("DebugNoScope", "reverse"): "no node: what follows it has no !dbg",
}

SETS = {"ocl-100": "OpenCL.DebugInfo.100", "legacy": "DebugInfo"}
CHECK = re.compile(r"^\s*(?:;|//)\s*([A-Za-z0-9_-]+?)(?:-DAG|-NEXT|-SAME|-NOT|-LABEL)?:\s?(.*)$")


def check_lines(path):
    out = []
    with open(path, errors="replace") as f:
        for line in f:
            m = CHECK.match(line)
            if m and m.group(1) not in ("RUN", "REQUIRES", "XFAIL", "UNSUPPORTED", "END"):
                if "-NOT:" in line:
                    continue
                out.append((m.group(1), m.group(2)))
    return out


def main():
    root = sys.argv[1]
    fwd = {"ocl-100": [], "legacy": []}
    for p in sorted(glob.glob(os.path.join(root, "llvm-tests", "debug-info", "*"))):
        if os.path.isfile(p):
            for prefix, text in check_lines(p):
                fwd["legacy" if "LEGACY" in prefix.upper() else "ocl-100"].append(text)
    rev = {"ocl-100": [], "legacy": []}
    for p in sorted(glob.glob(os.path.join(root, "spirv-tests", "debug-info", "*.spt"))):
        body = open(p, errors="replace").read()
        checks = [t for _, t in check_lines(p)]
        for s, name in SETS.items():
            if re.search(r'ExtInstImport \d+ "%s"' % re.escape(name), body):
                rev[s].append((body, checks))

    def named(text, names):
        return any(re.search(r"\b%s\b" % re.escape(n), text) for n in names)

    missing = []
    for inst, (names, llvm) in TABLE.items():
        for s in SETS:
            if (inst, "forward") not in LIMITS:
                if not any(named(t, names) for t in fwd[s]):
                    missing.append(f"forward {s}: {inst}")
            if (inst, "reverse") not in LIMITS:
                ok = any(any(re.search(r"ExtInst \d+ \d+ \d+ %s\b" % re.escape(n), b)
                             for n in names)
                         and any(re.search(llvm, c) for c in cs)
                         for b, cs in rev[s])
                if not ok:
                    missing.append(f"reverse {s}: {inst}")
    for op, (num, dw, sets) in OPERATIONS.items():
        for s in sets:
            if not any(re.search(r"DebugOperation %d\b" % num, t) for t in fwd[s]):
                missing.append(f"forward {s}: DebugOperation {op}")
            ok = any(re.search(r"DebugOperation %d\b" % num, b)
                     and any(re.search(r"%s\b" % dw, c) for c in cs)
                     for b, cs in rev[s])
            if not ok:
                missing.append(f"reverse {s}: DebugOperation {op}")
    for m in missing:
        print("missing:", m)
    print(f"{len(missing)} missing")
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
