"""The metadata clang-14 emits for OpenCL C: the named metadata and the function and instruction
attachments found in the real corpus (bitcode clang-14 made of the OpenCL C of Debian packages,
/work/corpus/bc) and in the llvm-tests inputs. `harvest` writes their names to
coverage/clang-metadata.txt (rows of the `llvm-metadata` section, beside LLVM's fixed kinds);
`rows` probes each: a module that has it is translated with and without it, and the outputs
compared (the same SPIR-V: dropped; other SPIR-V: what it maps to)."""
import glob, os, re

from . import common

CORPUS = "/work/corpus/bc"
LIST = os.path.join(common.ROOT, "coverage", "clang-metadata.txt")
LLVM_DIS = "llvm-dis-14"
NAMED = re.compile(r"^!([A-Za-z_.][\w.]*) = !\{", re.M)
ATTACHED = re.compile(r"(?<![\w.])!([A-Za-z_][\w.]*) !\d+")


def sample():
    files = sorted(glob.glob(os.path.join(CORPUS, "**", "*.bc"), recursive=True))
    files = [f for f in files if os.path.getsize(f) < 200_000]
    return files[::6]


def kinds_of(text):
    named = set(NAMED.findall(text))
    attached = set(ATTACHED.findall(text)) - named
    return named, attached


def harvest(work, fixed):
    """(kind, where, module) for each metadata kind clang-14 put in the sample, but LLVM's fixed
    kinds (rows of their own)."""
    found = {}
    for bc in sample():
        code, out, _ = common.run([LLVM_DIS, bc, "-o", "-"], timeout=60)
        if code != 0:
            continue
        text = out.decode("utf-8", "replace")
        named, attached = kinds_of(text)
        for k in named:
            found.setdefault(("named", k), bc)
        for k in attached:
            if k not in fixed:
                found.setdefault(("attached", k), bc)
    with open(LIST, "w") as f:
        f.write("# Metadata clang-14 emits for OpenCL C: named metadata and attachments found in the\n"
                "# real corpus (a sample of /work/corpus/bc) by `scripts/coverage --probe`; rows of the\n"
                "# llvm-metadata section beside LLVM's fixed kinds. Do not edit by hand.\n")
        for (where, k), bc in sorted(found.items(), key=lambda x: x[0][1]):
            f.write(f"{k}\t{where}\t{os.path.relpath(bc, CORPUS)}\n")
    return found


def without(text, where, kind):
    if where == "named":
        return re.sub(rf"^!{re.escape(kind)} = .*\n", "", text, flags=re.M)
    return re.sub(rf",? ?!{re.escape(kind)} !\d+", "", text)


def rows(work, fixed):
    out = []
    for (where, kind), bc in sorted(harvest(work, set(fixed)).items(), key=lambda x: x[0][1]):
        common.CURRENT = "!" + kind
        row = {"section": "llvm-metadata", "row": kind,
               "test": f"corpus:{os.path.relpath(bc, CORPUS)}"}
        code, text, err = common.run([LLVM_DIS, bc, "-o", "-"], timeout=60)
        text = text.decode("utf-8", "replace")
        base, err = common.probe_module(work, without(text, where, kind), full=False)
        if base is None or base["forward"].startswith(("refused", "crash")):
            res, _ = common.probe_module(work, text)
            row.update(forward="unprobed", reverse="-", incumbent="-",
                       note="the module translates " + ("neither way" if res is None or res["forward"].startswith(
                           ("refused", "crash")) else "only with it") + ": " + (common.first_line(err or "")
                           if base is None else base["forward"][:120]))
            out.append(row)
            continue
        res, err = common.probe_module(work, text, baseline=base["dis"],
                                       incumbent_baseline=common.incumbent_disassembly(base["bc"]))
        res.pop("dis", None)
        row.update(res)
        row["note"] = (f"{where} metadata; " + res["note"]).strip("; ")
        out.append(row)
    return out
