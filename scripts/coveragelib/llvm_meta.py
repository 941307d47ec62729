"""Attribute and metadata-kind rows: a small module is translated with and without the
attribute (or the metadata attachment), and the two outputs compared: the same SPIR-V means the
construct is dropped, other SPIR-V is what it maps to (its decoration, function control, ...)."""
import json, os, subprocess

from . import common

TBLGEN = "/usr/lib/llvm-14/bin/llvm-tblgen"
INCLUDE = "/usr/lib/llvm-14/include"

INT_SPELLING = {"align": "align 4", "alignstack": "alignstack(16)", "allocsize": "allocsize(1)",
                "dereferenceable": "dereferenceable(4)", "dereferenceable_or_null": "dereferenceable_or_null(4)",
                "vscale_range": "vscale_range(1,2)", "uwtable": "uwtable"}


def attribute_places():
    """ir-name → (kind, [FnAttr|ParamAttr|RetAttr]) from Attributes.td."""
    out = subprocess.run([TBLGEN, "--dump-json", "-I", INCLUDE, os.path.join(INCLUDE, "llvm/IR/Attributes.td")],
                         capture_output=True, check=True).stdout
    d = json.loads(out)
    places = {}
    for key in d["!instanceof"].get("Attr", []):
        r = d[key]
        name = r.get("AttrString")
        if not name:
            continue
        kind = next((s for s in r["!superclasses"] if s in ("EnumAttr", "IntAttr", "TypeAttr", "StrBoolAttr")), "")
        props = [p["def"] for p in r.get("Properties", [])]
        places[name] = (kind, props)
    return places


def attribute_text(name, kind):
    if kind == "StrBoolAttr":
        return f'"{name}"="true"'
    if kind == "TypeAttr":
        return f"{name}(i32)"
    if kind == "IntAttr":
        return INT_SPELLING.get(name, f"{name}(1)")
    return name


# Attributes the verifier accepts only beside another one (LangRef): the pair is the probe.
COMPANION = {"optnone": "noinline optnone", "jumptable": "jumptable"}


def attribute_module(fn_attr="", param_attr="", ret_attr="", int_attr="", void=False, call_attr=""):
    if void:  # sret and inalloca: on the last parameter of a function returning void
        return (common.HEADER +
                f"define spir_func void @probe(i32 %n, i32* {param_attr} %p) {fn_attr} {{\n"
                "entry:\n  store i32 %n, i32* %p\n  ret void\n}\n")
    unnamed = " unnamed_addr" if "jumptable" in fn_attr else ""
    return (common.HEADER +
            f"define spir_func {ret_attr} i32 addrspace(1)* @probe(i32 addrspace(1)* {param_attr} %p, i32 {int_attr} %n){unnamed} {fn_attr} {{\n"
            "entry:\n  store i32 %n, i32 addrspace(1)* %p\n  ret i32 addrspace(1)* %p\n}\n\n"
            "define spir_kernel void @k(i32 addrspace(1)* %p) {\n"
            f"  %r = call spir_func i32 addrspace(1)* @probe(i32 addrspace(1)* %p, i32 1) {call_attr}\n  ret void\n}}\n")


def baseline(work, text):
    """Our disassembly and the incumbent's of a module without the construct probed."""
    res, err = common.probe_module(work, text)
    if res is None:
        raise SystemExit("coverage probe: the baseline module does not verify: " + err)
    return res["dis"], common.incumbent_disassembly(res["bc"])


def attribute_rows(work, names):
    places = attribute_places()
    bases = {False: baseline(work, attribute_module()), True: baseline(work, attribute_module(void=True))}
    out = []
    for name in names:
        kind, props = places.get(name, ("EnumAttr", []))
        text = COMPANION.get(name, attribute_text(name, kind))
        tries = []
        for p in (props or ["FnAttr", "ParamAttr", "RetAttr"]):
            where = {"FnAttr": "fn_attr", "ParamAttr": "param_attr", "RetAttr": "ret_attr"}.get(p)
            if where:
                tries.append((p, attribute_module(**{where: text}), False))
            if p == "ParamAttr":
                tries.append(("ParamAttr on i32", attribute_module(int_attr=text), False))
                tries.append(("ParamAttr, void function", attribute_module(param_attr=text, void=True), True))
        common.CURRENT = name
        row = {"section": "llvm-attribute", "row": name, "test": "probe"}
        done = False
        errors = []
        for place, module, void in tries:
            res, err = common.probe_module(work, module, baseline=bases[void][0], incumbent_baseline=bases[void][1])
            if res is None:
                errors.append(common.first_line(err))
                continue
            res.pop("dis", None)
            row.update(res)
            row["test"] = f"probe ({place} {text})"
            done = True
            break
        if not done:
            # Attributes of call sites only (builtin).
            res, err = common.probe_module(work, attribute_module(call_attr=text), baseline=bases[False][0],
                                          incumbent_baseline=bases[False][1])
            if res is not None:
                res.pop("dis", None)
                row.update(res)
                row["test"] = f"probe (call site {text})"
                done = True
            else:
                errors.append(common.first_line(err))
        if not done and tries:
            # The attribute belongs on call sites or intrinsics only (builtin, immarg,
            # elementtype) or needs a context of its own (swifterror): the forward reads it
            # where it is, so the first placement is translated unverified.
            place, module, void = tries[0]
            res, _ = common.probe_module(work, module, baseline=bases[void][0],
                                              incumbent_baseline=bases[void][1], unverified=True)
            if res is not None:
                res.pop("dis", None)
                row.update(res)
                row["test"] = f"probe ({place} {text}, unverified)"
                row["note"] = "the probe module fails LLVM's verifier (" + (errors[0] if errors else "") \
                    .replace("/usr/bin/llvm-as-14: assembly parsed, but does not verify as correct! ", "") + \
                    "): translated unverified"
                done = True
        if not done:
            row.update(forward="unprobed", reverse="-", incumbent="-",
                       note="no placement passes LLVM's verifier: " + (errors[0] if errors else "no placement"))
        out.append(row)
    return out


# ---- metadata kinds ------------------------------------------------------------------------
# Where each fixed kind is attached in the probe module, and the node it takes (as the LangRef
# describes each kind). Kinds without an entry are tried as `!{}` on a load.
MD_SITES = {
    "tbaa": ("load", '!{!90, !90, i64 0}\n!90 = !{!"int", !91, i64 0}\n!91 = !{!"root"}'),
    "prof": ("br", '!{!"branch_weights", i32 1, i32 2}'),
    "fpmath": ("fdiv", "!{float 2.5}"),
    "range": ("load", "!{i32 0, i32 10}"),
    "tbaa.struct": ("memcpy", '!{i64 0, i64 4, !90}\n!90 = !{!91, !91, i64 0}\n!91 = !{!"int", !92, i64 0}\n!92 = !{!"root"}'),
    "invariant.load": ("load", "!{}"),
    "alias.scope": ("load", "!{!90}\n!90 = distinct !{!90, !91}\n!91 = distinct !{!91}"),
    "noalias": ("load", "!{!90}\n!90 = distinct !{!90, !91}\n!91 = distinct !{!91}"),
    "nontemporal": ("load", "!{i32 1}"),
    "llvm.mem.parallel_loop_access": ("loopload", "!{!90}\n!90 = distinct !{!90}"),
    "nonnull": ("ptrload", "!{}"),
    "dereferenceable": ("ptrload", "!{i64 4}"),
    "dereferenceable_or_null": ("ptrload", "!{i64 4}"),
    "make.implicit": ("load", "!{}"),
    "unpredictable": ("br", "!{}"),
    "invariant.group": ("load", "!{}"),
    "align": ("ptrload", "!{i64 4}"),
    "llvm.loop": ("latch", 'distinct !{!80, !91}\n!91 = !{!"llvm.loop.unroll.disable"}'),
    "type": ("global", '!{i64 0, !"typeid"}'),
    "section_prefix": ("function", '!{!"function_section_prefix", !"hot"}'),
    "absolute_symbol": ("global", "!{i64 0, i64 256}"),
    "associated": ("global", "!{i32 addrspace(1)* @h}"),
    "callees": ("call", "!{i32 (i32)* @callee}"),
    "irr_loop": ("latch", '!{!"loop_header_weight", i64 100}'),
    "llvm.access.group": ("loopload", "distinct !{}"),
    "callback": ("declaration", "!{!90}\n!90 = !{i64 0, i1 false}"),
    "vcall_visibility": ("global", "!{i64 0}"),
    "noundef": ("ptrload", "!{}"),
    "annotation": ("load", '!{!"probe annotation"}'),
    "heapallocsite": ("call", "!{}"),
    "srcloc": ("call", "!{i32 1}"),
}


def metadata_module(kind="", site=None, node=None):
    def at(s):
        return f", !{kind} !80" if s == site else ""
    global_md = at("global")
    fn_md = f" !{kind} !80" if site == "function" else ""
    decl_md = f"!{kind} !80 " if site == "declaration" else ""
    text = (common.HEADER +
            f"@g = addrspace(1) global i32 0{global_md}\n@h = addrspace(1) global i32 0\n"
            "declare void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)*, i8 addrspace(1)*, i64, i1)\n"
            f"declare {decl_md}spir_func i32 @callee(i32)\n\n"
            "define spir_func i32 @probe(i32 addrspace(1)* %p, i8 addrspace(1)* addrspace(1)* %pp, float %f, i1 %c,"
            f" i8 addrspace(1)* %d) {fn_md}{{\n"
            f"entry:\n  %v = load i32, i32 addrspace(1)* %p{at('load')}\n"
            f"  %w = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %pp{at('ptrload')}\n"
            "  store i8 0, i8 addrspace(1)* %w\n"
            f"  %q = fdiv float %f, 3.0{at('fdiv')}\n  store float %q, float addrspace(1)* bitcast (i32 addrspace(1)* @g to float addrspace(1)*)\n"
            f"  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* %d, i8 addrspace(1)* %w, i64 4, i1 false){at('memcpy')}\n"
            f"  %k = call spir_func i32 @callee(i32 %v){at('call')}\n"
            f"  br i1 %c, label %loop, label %b{at('br')}\n"
            "loop:\n  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n"
            f"  %x = load i32, i32 addrspace(1)* %p{at('loopload')}\n"
            "  %n = add i32 %i, %x\n  %cc = icmp slt i32 %n, 10\n"
            f"  br i1 %cc, label %loop, label %b{at('latch')}\n"
            "b:\n  %r = phi i32 [ %k, %entry ], [ %n, %loop ]\n  ret i32 %r\n}\n")
    if site:
        text += f"\n!80 = {node}\n"
    return text



def metadata_rows(work, names):
    base = baseline(work, metadata_module())
    out = []
    for name in names:
        common.CURRENT = "!" + name
        row = {"section": "llvm-metadata", "row": name, "test": "probe"}
        if name == "dbg":
            # A !dbg location needs a whole DISubprogram/DICompileUnit tree; the debug-info lit
            # tests and scripts/debug-roundtrip cover it.
            row.update(forward="unprobed", note="needs a compile unit: see llvm-tests/debug-info")
            out.append(row)
            continue
        site, node = MD_SITES.get(name, ("load", "!{}"))
        res, err = common.probe_module(work, metadata_module(name, site, node), baseline=base[0],
                                       incumbent_baseline=base[1])
        if res is None:
            row.update(forward="unprobed", reverse="-", incumbent="-",
                       note=f"LLVM's verifier rejects !{name} on a {site}: " + common.first_line(err))
        else:
            res.pop("dis", None)
            row.update(res)
            row["test"] = f"probe (on a {site})"
        out.append(row)
    return out
