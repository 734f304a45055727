#!/usr/bin/env python3
"""Differential test: the schedule verifier against the simulator.

usage: difftest.py KERNEL.mlir --seeds A:B [--opt CMD] [--sim CMD]
                   [--policy all] [--time-box S] [--keep DIR] [-v]

For every seed in [A, B), Inputs/mutate.py applies one schedule mutation to
KERNEL (a Level 2/3 kernel from cdna4-gemm-gen | cdna4-opt ...); a mutant
that `cdna4-opt` does not parse/verify is skipped. Each valid mutant goes to
  verifier:  OPT MUTANT --cdna4pipe-verify-schedule   (exit 0 = accept)
  simulator: SIM MUTANT --gemm M,N,K --policy all --blocks 1 (exit 0 = pass)
(M,N,K from the gpu.module's cdna4pipe.gemm attribute) and is classified:
  both-accept, both-reject, verifier-only (conservatism, or a race only
  under timings the simulator does not explore), UNSOUND (the simulator
  finds a race or wrong numbers, the verifier accepts: a verifier bug).
Prints the table and every UNSOUND mutant; exits 1 if there is one.
--opt / --sim take a command (split on spaces) so a test can substitute a
verifier stand-in and check that the harness fails.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402


def run(cmd, timeout=120):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=timeout)
    return p.returncode, p.stdout


def first_error(out):
    for l in out.splitlines():
        if "error:" in l or "FAIL" in l:
            return l.strip()[:240]
    return out.strip().splitlines()[-1][:240] if out.strip() else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kernel")
    ap.add_argument("--seeds", default="0:20")
    ap.add_argument("--opt", default="cdna4-opt")
    ap.add_argument("--verify-flags", default="--cdna4pipe-verify-schedule")
    ap.add_argument("--sim", default="cdna4-sim")
    ap.add_argument("--policy", default="all")
    ap.add_argument("--kind", default=None)
    ap.add_argument("--count", type=int, default=1,
                    help="mutations per mutant")
    ap.add_argument("--time-box", type=float, default=0)
    ap.add_argument("--keep", default=None, help="write mutants here")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()

    text = open(a.kernel).read()
    m = re.search(r"cdna4pipe\.gemm = \{([^}]*)\}", text)
    dims = dict(re.findall(r"\b([mnk]) = (\d+)", m.group(1))) if m else {}
    if sorted(dims) != ["k", "m", "n"]:
        sys.exit("difftest.py: no cdna4pipe.gemm attribute with m, n, k in " + a.kernel)
    gemm = ",".join(dims[d] for d in "mnk")
    lo, hi = (int(x) for x in a.seeds.split(":"))
    opt = a.opt.split()
    sim = a.sim.split()
    tmp = a.keep or tempfile.mkdtemp(prefix="difftest.")
    os.makedirs(tmp, exist_ok=True)

    def judge(path):
        vrc, vout = run(opt + [path] + a.verify_flags.split() + ["-o", os.devnull])
        src, sout = run(sim + [path, "--gemm", gemm, "--policy", a.policy,
                               "--blocks", "1"])
        return vrc == 0, vout, src == 0, sout

    # The unmutated kernel must pass both, or every mutant is trivially
    # rejected and the comparison says nothing.
    v_ok, vout, s_ok, sout = judge(a.kernel)
    if not (v_ok and s_ok):
        print("difftest: the unmutated kernel is rejected by the %s:\n%s" % (
            "verifier" if not v_ok else "simulator",
            first_error(vout if not v_ok else sout)))
        sys.exit(2)
    counts = {"both-accept": 0, "both-reject": 0, "verifier-only": 0,
              "UNSOUND": 0, "invalid": 0, "no-site": 0}
    per_kind = {}
    unsound = []
    start = time.time()
    done = 0
    for seed in range(lo, hi):
        if a.time_box and time.time() - start > a.time_box:
            break
        done += 1
        try:
            mtext, desc = mutate.mutant(text, seed, a.kind, a.count)
        except mutate.NoSite:
            counts["no-site"] += 1
            continue
        kind = desc.split(":")[0] if a.count == 1 else "%d-mutations" % a.count
        path = os.path.join(tmp, "mutant-%d.mlir" % seed)
        with open(path, "w") as f:
            f.write(mtext)
        rc, out = run(opt + [path, "-o", os.devnull])
        if rc != 0:
            counts["invalid"] += 1
            if a.v:
                print("seed %d invalid: %s | %s" % (seed, desc, first_error(out)))
            continue
        v_ok, vout, s_ok, sout = judge(path)
        if v_ok and s_ok:
            cls = "both-accept"
        elif not v_ok and not s_ok:
            cls = "both-reject"
        elif not v_ok:
            cls = "verifier-only"
        else:
            cls = "UNSOUND"
            unsound.append((seed, desc, path, first_error(sout)))
        counts[cls] += 1
        per_kind.setdefault(kind, {}).setdefault(cls, 0)
        per_kind[kind][cls] += 1
        if a.v:
            print("seed %d %s: %s" % (seed, cls, desc))
            if cls == "verifier-only":
                print("    verifier: " + first_error(vout))
    print("difftest: %s, seeds %d:%d (%d run, %.1f s)" % (
        os.path.basename(a.kernel), lo, hi, done, time.time() - start))
    cols = ["both-accept", "both-reject", "verifier-only", "UNSOUND"]
    print("%-12s %s" % ("kind", " ".join("%13s" % c for c in cols)))
    for k in sorted(per_kind):
        print("%-12s %s" % (k, " ".join("%13d" % per_kind[k].get(c, 0) for c in cols)))
    print("%-12s %s" % ("total", " ".join("%13d" % counts[c] for c in cols)))
    print("invalid mutants skipped: %d, no mutation site: %d" % (
        counts["invalid"], counts["no-site"]))
    for seed, desc, path, err in unsound:
        print("UNSOUND seed %d: %s\n    %s\n    sim: %s" % (seed, desc, path, err))
    print("difftest: %s" % ("UNSOUND" if unsound else "sound"))
    sys.exit(1 if unsound else 0)


if __name__ == "__main__":
    main()
