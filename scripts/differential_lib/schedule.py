"""Kernels whose outputs the language does not determine, shown on the original itself.

A kernel with a data race (work-items of a group writing and reading one `local` variable with no
barrier between) or with a barrier that only some work-items of a group reach (a `return` on a
work-item id before it: OpenCL C 1.2 section 6.12.8 requires every work-item of the group to reach
it) has no one result: what it gives depends on how the implementation schedules the work-items
and how it compiles the kernel. Such a kernel may give other outputs after the round trip with no
fault of the translator, because the round trip is compiled differently by PoCL: it lacks the
optimisation hints SPIR-V core cannot carry (`optnone`, type-based alias metadata).

For a kernel that differs after the round trip, the original is run again in ways that mean the
same per the specifications:
  - hints: the original without `optnone` and without `!tbaa`/`!tbaa.struct` metadata (dropping
    them never changes what a well-defined program computes: `optnone` only forbids optimisation,
    TBAA only lets the optimiser assume that accesses of unrelated types do not alias);
  - replicated: the original as it is, with PoCL's other way of forming a work-group
    (POCL_WORK_GROUP_METHOD=workitemrepl: one copy of the kernel per work-item, instead of a loop
    over work-items).
When one of these runs finishes and gives other outputs than the original's, the original's
outputs are not determined by the language. The kernel is then "not comparable" -- but only when
the round trip gives, run by run, what the original gives in one of these ways; otherwise it
still differs (a translator fault is not hidden behind a race the kernel also has).

An alternative run that does not finish (a fault, a time-out) is no evidence either way.
"""
import re

CAUSE = ("scheduling-dependent: the original's own outputs change with how PoCL compiles or "
         "schedules its work-items (a data race or a barrier not reached by every work-item; "
         "the language does not determine the result)")

WORK_GROUP_METHOD = "workitemrepl"

_ATTR_GROUP = re.compile(r"^(attributes #\d+ = \{)(.*)(\}\s*)$")
_TBAA = re.compile(r", !tbaa(?:\.struct)? ![0-9]+")


def strip_hints(text):
    """text with `optnone` and TBAA metadata attachments removed; None when it has neither.
    (llvm-dis writes function attributes as groups, `attributes #N = { ... }`.)"""
    out, changed = [], False
    for line in text.splitlines():
        new = line
        m = _ATTR_GROUP.match(new)
        if m and re.search(r"\boptnone\b", m.group(2)):
            new = m.group(1) + re.sub(r"\boptnone\b ?", "", m.group(2)) + m.group(3)
        if ", !tbaa" in new:
            new = _TBAA.sub("", new)
        changed |= new != line
        out.append(new)
    return "\n".join(out) + "\n" if changed else None


def same(x, y):
    """Whether two Results say the same: both ok with equal outputs (data and guard bytes)."""
    if x is None or y is None or x.status != "ok" or y.status != "ok":
        return False
    return len(x.outputs) == len(y.outputs) and all(
        a[0] == b[0] and a[1] == b[1] for a, b in zip(x.outputs, y.outputs))


def verdict(runs, orig, rt, alternatives):
    """(varies, explained, names) for one kernel.

    runs: its runs; orig: id(run) -> the original's Result; rt: id(run) -> the round trip's;
    alternatives: {name: {id(run): Result}}. varies: some alternative finished and gave other
    outputs than the original on some run; names: those alternatives, in order; explained: on
    every run the round trip gives what the original, or one alternative that finished, gives.
    """
    names = []
    for name, res in alternatives.items():
        for r in runs:
            a, o = res.get(id(r)), orig[id(r)]
            if a is not None and a.status == "ok" and o.status == "ok" and not same(a, o):
                names.append(name)
                break
    explained = all(
        same(rt[id(r)], orig[id(r)]) or any(same(rt[id(r)], res.get(id(r)))
                                            for res in alternatives.values())
        for r in runs)
    return bool(names), explained, names
