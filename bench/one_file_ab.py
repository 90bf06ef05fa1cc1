#!/usr/bin/env python3
"""One-file lint, two qbank binaries side by side (issue 24).

    bench/one_file_ab.py OLD_QBANK NEW_QBANK [--runs 41] [--edit] [--file PATH]

Copies the shipped bank twice (each binary gets its own copy and cache: alternating two
binaries in one cache makes each run hash the other's 12 MB program again), warms both caches,
then alternates the binaries run by run, so that the machine's drift falls on both alike. With
--edit every run first adds a space to the stem of the file (a run-cache miss whose words are all
known: the pre-commit case); without it every run is a cache hit. Prints the medians of the wall
time and of the phases `config`, `cache` and `total` from `--timings`, for each binary, and the
ratio new/old. QBANK_DATA_DIR must point at a tree with schema/ and rules/ when a binary is not
in a build folder of the source tree.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--runs", type=int, default=41)
    ap.add_argument("--edit", action="store_true")
    ap.add_argument("--file", default="bank/ai-hardware-en-softwarestack/batchgrootte-inferentie-efficientie.toml")
    a = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("QBANK_DATA_DIR", ROOT)
    work = tempfile.mkdtemp(prefix="one-file-ab-")
    try:
        sides = []
        for name, exe in (("old", a.old), ("new", a.new)):
            d = os.path.join(work, name)
            os.makedirs(d)
            shutil.copytree(os.path.join(ROOT, "bank"), os.path.join(d, "bank"))
            sides.append({"name": name, "exe": os.path.abspath(exe), "dir": d, "rows": []})

        def run(side):
            if a.edit:
                p = os.path.join(side["dir"], a.file)
                with open(p, encoding="utf-8") as f:
                    s = f.read()
                i = s.find('stem = "') + 8
                with open(p, "w", encoding="utf-8") as f:
                    f.write(s[:i] + " " + s[i:])
            t0 = time.perf_counter()
            r = subprocess.run([side["exe"], "lint", "--timings", a.file], cwd=side["dir"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            wall = (time.perf_counter() - t0) * 1000
            row = {"wall": wall}
            for line in r.stderr.splitlines():
                m = re.match(r"\s*([\d.]+) ms\s+[\d.]+ MB\s+(config|cache|total)$", line)
                if m:
                    row[m.group(2)] = float(m.group(1))
            return row

        # The hash index keeps a file's hash only once its timestamps are two seconds old: a binary
        # copied just now would be hashed again on every run of the first seconds.
        for side in sides:
            age = time.time() - os.stat(side["exe"]).st_ctime
            if age < 3:
                time.sleep(3 - age)
        for side in sides:  # the first run fills the cache, the second notes the rules as verified
            run(side)
            run(side)
        for _ in range(a.runs):
            for side in sides:
                side["rows"].append(run(side))
        med = {}
        for side in sides:
            med[side["name"]] = {k: statistics.median(r.get(k, 0.0) for r in side["rows"])
                                 for k in ("wall", "config", "cache", "total")}
        print(f"{'edited' if a.edit else 'unchanged'} file, {a.runs} alternating runs each, medians in ms")
        print(f"{'':8}{'wall':>9}{'config':>9}{'cache':>9}{'total':>9}")
        for name in ("old", "new"):
            m = med[name]
            print(f"{name:8}{m['wall']:9.1f}{m['config']:9.1f}{m['cache']:9.1f}{m['total']:9.1f}")
        o, n = med["old"], med["new"]
        print(f"{'new/old':8}" + "".join(f"{(n[k] / o[k] if o[k] else 0):9.2f}" for k in ("wall", "config", "cache", "total")))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
