"""The differential report: a table per package and optimisation level, the causes of what was
not compared, every differing kernel with the other pairs' verdicts, and the closing line."""
from collections import Counter, OrderedDict

COLS = ("kernels", "apart", "compared", "identical", "differing", "allowed", "not-comp")


def side(o):
    """Which translator a difference of pair 'ours' belongs to, from the other two pairs."""
    fr = o.others.get("ours-fwd-ref-rev", ("?",))[0]
    rf = o.others.get("ref-fwd-ours-rev", ("?",))[0]
    if fr == "identical" and rf != "identical":
        return "our reverse (our forward + llvm-spirv-14 -r is identical)"
    if rf == "identical" and fr != "identical":
        return "our forward (llvm-spirv-14 forward + our -r is identical)"
    if fr == "identical" and rf == "identical":
        return "only our forward and our reverse together"
    if fr == "differing" and rf == "differing":
        return "both mixed pairs differ too (both sides, or PoCL)"
    return "undecided (%s / %s)" % (fr, rf)


def print_report(outcomes, pair, listing=False, strict=False):
    rows = OrderedDict()
    for o in sorted(outcomes, key=lambda o: (o.pkg != "programs", o.pkg, o.variant)):
        r = rows.setdefault((o.pkg, o.variant), Counter())
        r["kernels"] += 1
        r[{"notcomp": "not-comp"}.get(o.status, o.status)] += 1
        if o.status in ("identical", "differing", "allowed"):
            r["compared"] += 1
    print("differential: pair %s, original clang-14 bitcode and its round trip on PoCL" % pair)
    print("%-22s %-5s" % ("package", "level") + "".join("%10s" % c for c in COLS))
    total = Counter()
    for (pkg, var), r in rows.items():
        print("%-22s %-5s" % (pkg, var) + "".join("%10d" % r[c] for c in COLS))
        total.update(r)
    print("%-22s %-5s" % ("all", "") + "".join("%10d" % total[c] for c in COLS))

    causes = Counter(o.cause for o in outcomes if o.status == "notcomp")
    if causes:
        print("\nnot comparable, by cause:")
        for c, n in causes.most_common():
            print("  %6d  %s" % (n, c))
    if listing:
        for o in outcomes:
            if o.status == "notcomp":
                print("    %s/%s %s %s: %s: %s" % (o.pkg, o.variant, o.module, o.kernel, o.cause,
                                                 o.detail))
    apart = Counter(o.cause for o in outcomes if o.status == "apart")
    if apart:
        print("\ncounted apart (images, samplers, pipes, device-side enqueue), by argument:")
        for c, n in apart.most_common():
            print("  %6d  %s" % (n, c))

    pig = [o for o in outcomes if o.expect is not None]
    if pig:
        po = sum(1 for o in pig if o.expect[0])
        pr = sum(1 for o in pig if o.expect[1])
        print("\npiglit expectations: %d kernels with [test] inputs; the original gives the "
              "expected values in %d, the round trip in %d" % (len(pig), po, pr))
        for o in pig:
            if o.expect[0] != o.expect[1] or (listing and not o.expect[0]):
                print("  %s/%s %s %s: %s" % (o.pkg, o.variant, o.module, o.kernel, o.expect[2]))

    allowed = [o for o in outcomes if o.status == "allowed"]
    if allowed:
        print("\nallowed by the specifications, by cause:")
        for c, n in Counter(o.cause for o in allowed).most_common():
            print("  %6d  %s" % (n, c))
        for o in allowed:
            print("  %s/%s %s %s: %s" % (o.pkg, o.variant, o.module, o.kernel, o.detail))

    diff = [o for o in outcomes if o.status == "differing"]
    if diff:
        print("\ndiffering kernels:")
        for o in diff:
            print("  %s/%s %s %s: %s: %s" % (o.pkg, o.variant, o.module, o.kernel, o.cause,
                                             o.detail))
            for p, (st, d) in sorted(o.others.items()):
                print("      %-18s %s%s" % (p, st, (": " + d) if d and st != "identical" else ""))
            if o.others:
                print("      side: %s" % side(o))
    c = total["compared"]
    print("differential: %d compared, %d identical, %d differing, %d not comparable"
          % (c, total["identical"], total["differing"] + total["allowed"], total["not-comp"]))
    return 1 if total["differing"] or (strict and total["allowed"]) else 0
