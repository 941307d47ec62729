"""A journal of finished modules, so that a long corpus run can stop and resume, or be run in
pieces (by --packages or --only, one after another or at once) into one file.

One JSON line per module: {"module": "PKG/NAME.VARIANT", "tool": BIN-ID, "outcomes": [...]}.
A line is appended under an exclusive lock when the module is done; a module whose line is
there is not run again (unless the tool changed: a journal line names the translator binary it
was made with, by the hash of its bytes, so a changed translator re-runs everything).
"""
import fcntl
import hashlib
import json
import os


def tool_id(path):
    """The translator binary, by the hash of its bytes (a rebuild that changes nothing keeps the
    journal)."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return "%s:sha256:%s" % (os.path.basename(path), h.hexdigest()[:32])


def key(mod):
    return "%s/%s.%s" % (mod.pkg, mod.name, mod.variant)


FIELDS = ("pkg", "variant", "module", "kernel", "status", "cause", "detail", "others", "expect")


def load(path, tool):
    """{module key: [outcome dicts]} of the lines made with this tool."""
    done = {}
    if not path or not os.path.exists(path):
        return done
    with open(path) as f:
        for line in f:
            try:
                rec = json.loads(line)
            except ValueError:
                continue        # a line cut short by a kill: that module runs again
            if rec.get("tool") == tool:
                done[rec["module"]] = rec["outcomes"]
    return done


def append(path, tool, mod, outcomes):
    rec = {"module": key(mod), "tool": tool,
           "outcomes": [{k: getattr(o, k) for k in FIELDS} for o in outcomes]}
    line = json.dumps(rec) + "\n"
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            f.write(line)
            f.flush()
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


class Stored:
    """An outcome read back from the journal (the fields report.print_report reads)."""

    def __init__(self, d):
        for k in FIELDS:
            setattr(self, k, d.get(k))
        self.others = {p: tuple(v) for p, v in (self.others or {}).items()}
        if self.expect is not None:
            self.expect = tuple(self.expect)
