"""The original's results, kept between runs of the script: the original bitcode and the runs'
inputs do not change when the translator does, so a rerun (a rebuilt translator, a resumed
journal) runs only the round trips. An entry is named by a hash of the original bitcode, every
run's identity (kernel, work sizes, argument bytes), VERSION (to be changed with anything that
changes what a run gives, e.g. the guard bytes or the local-memory scribble) and the PoCL
platform; it holds each run's result on both patterns, outputs included.
"""
import hashlib
import os
import pickle
import threading
import zlib

from .execute import Result

VERSION = b"differential-original-3"


class Cache:
    def __init__(self, directory, platform=""):
        self.dir = directory
        self.salt = VERSION + b"\0" + platform.encode()
        if directory:
            os.makedirs(directory, exist_ok=True)

    def key(self, binary, runs, patterns):
        h = hashlib.sha256(self.salt)
        h.update(patterns.encode())
        with open(binary, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        for r in runs:
            h.update(hashlib.sha256(r.identity()).digest())
        return h.hexdigest()

    def load(self, key):
        if not self.dir:
            return None
        path = os.path.join(self.dir, key[:2], key)
        try:
            with open(path, "rb") as f:
                data = pickle.loads(zlib.decompress(f.read()))
        except (OSError, ValueError, zlib.error, pickle.UnpicklingError, EOFError):
            return None
        return [Result(s, d, o) for s, d, o in data]

    def store(self, key, results):
        """Keeps results unless the runner itself failed (not an answer about the module)."""
        if not self.dir or any(r.status == "fault" and r.detail.startswith(
                ("runner ended early", "the runner did not start", "no result")) for r in results):
            return
        path = os.path.join(self.dir, key[:2], key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = path + ".%d.%d" % (os.getpid(), threading.get_ident())
        with open(tmp, "wb") as f:
            f.write(zlib.compress(pickle.dumps([(r.status, r.detail, r.outputs) for r in results]),
                                  1))
        os.replace(tmp, path)
