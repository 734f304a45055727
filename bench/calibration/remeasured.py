#!/usr/bin/env python3
"""Prints the runs AITER measured twice: the same kernel at the same shape
(gfx950, CU count, M, N, K, split) in two versions of one of the tables the
calibration table draws from (its `source` column), with two different
figures. Each table's history is followed up to the revision the calibration
table names; a row whose figure changed between two consecutive versions is
one re-measurement. Their ratio says how far two measurements of one kernel
at one shape lie apart in AITER's tables: a spread no model of the kernel
can be closer than.

With the output of bench/calibrate.sh (its per-row lines), each pair also
gets the model's time for that row and the error of the modeled TFLOP/s
against the older and the newer figure (the table holds the newer).

usage: remeasured.py [--apart PCT] AITER_DIR [CALIBRATE_OUTPUT]
  AITER_DIR: a bare mirror of ROCm/aiter or a checkout with its history.
  --apart PCT: list only the pairs whose figures lie more than PCT percent
  apart (the summary counts every pair).

usage: remeasured.py --origins AITER_DIR CALIBRATE_OUTPUT
  The error of the validation rows by family and by the commit that
  recorded each row's figure (the oldest version of its table holding it
  unchanged up to the table's revision): a report, which the model does not
  use.

usage: remeasured.py --to-measure COMMIT FAMILY AITER_DIR
  The shapes (M,N,K: the input format of AITER's tuners, e.g.
  csrc/ck_gemm_a4w4_blockscale/gemm_a4w4_blockscale_tune.py -i) of the
  calibration rows of FAMILY (fp4, fp8-blockscale, bf16-256, ...) whose
  figures COMMIT recorded: what to measure again on an MI355X to replace a
  recording's figures.
"""
import csv, io, os, re, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def git(root, *args):
    gitdir = os.path.join(root, ".git")
    where = ["--git-dir", gitdir if os.path.isdir(gitdir) else root]
    return subprocess.run(["git"] + where + list(args), check=True,
                          capture_output=True, text=True).stdout


DIRS = {"fp4": "f4gemm", "fp8-blockscale": "fp8gemm_blockscale"}


def sources():
    """(revision, path) of every AITER table the calibration table names, and
    the code object of each kernel it holds."""
    tables, kernels = set(), {}
    with open(os.path.join(HERE, "aiter_mi355x.csv")) as f:
        for r in csv.DictReader(line for line in f if not line.startswith("#")):
            if r["source"].startswith("ROCm/aiter@"):
                rev, path = r["source"][len("ROCm/aiter@"):].split(":", 1)
                tables.add((rev, path))
                kernels[r["kernel"]] = "hsa/gfx950/%s/%s" % (
                    DIRS.get(r["family"], "bf16gemm"), r["code_object"])
    return sorted(tables), kernels


def figures(text):
    """Key (cu_num, M, N, K, split, kernel) -> us of a table's gfx950 rows
    (before the tables had a `gfx` column: its 256-CU rows, MI355X's count;
    gfx942 parts have 304 or 80)."""
    rows = {}
    for r in csv.DictReader(io.StringIO(text)):
        gfx = r.get("gfx") or ("gfx950" if r.get("cu_num") == "256" else "")
        if gfx != "gfx950" or not r.get("kernelName"):
            continue
        try:
            key = (int(r["cu_num"]), int(r["M"]), int(r["N"]), int(r["K"]),
                   int(r.get("splitK") or 0), r["kernelName"])
            rows[key] = float(r["us"])
        except (KeyError, ValueError):
            continue
    return rows


def remeasured(root, rev, path):
    """(key, older us, its commit, newer us, its commit, the commit that
    recorded the older figure) of every row whose figure changed between two
    consecutive versions of the table."""
    log = git(root, "log", "--format=%h %ad", "--date=short", rev, "--", path)
    commits = [line.split() for line in reversed(log.splitlines())]
    pairs, before, where, since = [], {}, None, {}
    for commit, date in commits:
        try:
            now = figures(git(root, "show", commit + ":" + path))
        except subprocess.CalledProcessError:
            now = {}  # the file did not exist at this commit
        for key, us in now.items():
            if key in before and before[key] != us:
                pairs.append((key, before[key], where, us, commit + " " + date,
                              since[key]))
            if before.get(key) != us:
                since[key] = commit + " " + date
        before, where = now, commit + " " + date
    return pairs


def family(path):
    return ("fp4" if "a4w4" in path else
            "fp8-blockscale" if "a8w8_blockscale" in path else "bf16")


def by_recording(counted):
    """The re-measurements grouped by the commit that recorded the older
    figure: how much faster or slower AITER found each recording's figures
    when it measured them again, short launches (the older figure under 25
    us) and long ones apart. Model-free: it reads AITER's tables alone."""
    groups = {}
    for path, old, new, recorded in counted:
        groups.setdefault((family(path), recorded), []).append((old, new))
    print("%-15s %-19s %5s %8s %6s %6s %10s %16s %16s" % (
        "family", "older recorded at", "pairs", "median", "min", "max",
        "apart >10%", "median, < 25 us", "median, >= 25 us"))

    def med(rs):
        return ("%7.2f (%3d)" % (statistics.median(rs), len(rs))
                if rs else "%13s" % "")

    for (fam, recorded), runs in sorted(groups.items(),
                                        key=lambda g: (g[0][0], -len(g[1]))):
        rs = [old / new for old, new in runs]
        print("%-15s %-19s %5d %8.2f %6.2f %6.2f %10d %16s %16s" % (
            fam, recorded, len(rs), statistics.median(rs), min(rs), max(rs),
            sum(1 for r in rs if abs(r - 1) > 0.10),
            med([old / new for old, new in runs if old < 25]),
            med([old / new for old, new in runs if old >= 25])))


def origins(root, rev, path):
    """Key -> the commit (and date) that recorded the figure the table holds
    at `rev`: the oldest version since which it holds it unchanged."""
    log = git(root, "log", "--format=%h %ad", "--date=short", rev, "--", path)
    since = {}
    before = {}
    for commit, date in (line.split() for line in reversed(log.splitlines())):
        try:
            now = figures(git(root, "show", commit + ":" + path))
        except subprocess.CalledProcessError:
            now = {}
        for key, us in now.items():
            if before.get(key) != us:
                since[key] = commit + " " + date
        before = now
    return {key: since[key] for key in before}


def by_origin(root, output):
    """Median and max |error| of the validation rows by family and origin,
    and the median signed error of its short (under 25 us measured) and long
    launches: a recording whose short launches lie on one side of the model
    and another's on the other shows a difference between the two
    recordings' conditions, not a shape the model misses."""
    tables, kernels = sources()
    origin = {}
    for rev, path in tables:
        for (cus, m, n, k, split, kernel), c in origins(root, rev, path).items():
            sk = 2 ** split if "a4w4" in path else max(split, 1)
            origin[(kernel, m, n, k, sk)] = c
    groups = {}
    with open(output) as f:
        for line in f:
            p = line.split()
            if len(p) < 14 or not p[0].isdigit() or p[1] != "valid":
                continue
            key = (p[3], int(p[4]), int(p[5]), int(p[6]), int(p[7]))
            if key not in origin:
                continue  # Triton's published row
            groups.setdefault((p[2], origin[key]), []).append(
                (float(p[12].rstrip("%")), float(p[8]) < 25))
    print("%-15s %-19s %5s %8s %8s %10s %16s %16s" % (
        "family", "recorded at", "rows", "median", "max", "beyond 25%",
        "signed, < 25 us", "signed, >= 25 us"))

    def signed(errs):
        return ("%+7.1f%% (%3d)" % (statistics.median(errs), len(errs))
                if errs else "%14s" % "")

    for (family, commit), rows in sorted(groups.items(),
                                         key=lambda g: (g[0][0], -len(g[1]))):
        errs = [abs(e) for e, _ in rows]
        print("%-15s %-19s %5d %7.1f%% %7.1f%% %10d %16s %16s" % (
            family, commit, len(errs), statistics.median(errs), max(errs),
            sum(1 for e in errs if e > 25),
            signed([e for e, short in rows if short]),
            signed([e for e, short in rows if not short])))


def modeled(output):
    """(kernel, M, N, K, split) -> the model's us, from bench/calibrate.sh's
    first table (the rows at the fitted parameters)."""
    times = {}
    with open(output) as f:
        for line in f:
            p = line.split()
            if len(p) >= 14 and p[0].isdigit() and p[1] in ("train", "valid"):
                key = (p[3], int(p[4]), int(p[5]), int(p[6]), int(p[7]))
                times.setdefault(key, float(p[9]))
    return times


def to_measure(commit, fam, root):
    """Prints M,N,K of every calibration row of family `fam` whose figure
    `commit` (a prefix of its hash) recorded."""
    tables, _ = sources()
    recorded = set()
    for rev, path in tables:
        for (cus, m, n, k, split, kernel), c in origins(root, rev, path).items():
            if c.startswith(commit):
                recorded.add((kernel, m, n, k))
    shapes = set()
    with open(os.path.join(HERE, "aiter_mi355x.csv")) as f:
        for r in csv.DictReader(line for line in f if not line.startswith("#")):
            key = (r["kernel"], int(r["M"]), int(r["N"]), int(r["K"]))
            if r["family"] == fam and key in recorded:
                shapes.add(key[1:])
    print("M,N,K")
    for m, n, k in sorted(shapes):
        print("%d,%d,%d" % (m, n, k))


def main():
    args, apart = sys.argv[1:], 0.0
    if args[:1] == ["--origins"] and len(args) == 3:
        return by_origin(args[1], args[2])
    if args[:1] == ["--to-measure"] and len(args) == 4:
        return to_measure(args[1], args[2], args[3])
    if args[:1] == ["--apart"] and len(args) > 1:
        apart, args = float(args[1]) / 100, args[2:]
    if len(args) not in (1, 2):
        sys.exit(__doc__)
    root = args[0]
    model = modeled(args[1]) if len(args) == 2 else {}
    tables, kernels = sources()
    pairs = []
    for rev, path in tables:
        pairs += [(path,) + p for p in remeasured(root, rev, path)
                  if p[0][5] in kernels]
    print("%-44s %6s %6s %6s %2s %9s %-19s %9s %-19s %6s %9s %8s %8s" % (
        "kernel", "M", "N", "K", "sK", "older us", "commit", "newer us",
        "commit", "ratio", "model us", "vs older", "vs newer"))
    ratios, counted = [], []
    for path, (cus, m, n, k, split, kernel), old, c0, new, c1, rec in pairs:
        # A code object that changed between the commit that recorded the
        # older figure and the newer one is another kernel under the same
        # name: listed, marked, not counted.
        changed = git(root, "diff", "--name-only", rec.split()[0],
                      c1.split()[0], "--", kernels[kernel]).strip()
        if not changed:
            ratios.append(old / new)
            counted.append((path, old, new, rec))
        if abs(old / new - 1) <= apart:
            continue
        # The FP4 tables hold log2 of the split; the table splits as given.
        sk = 2 ** split if "a4w4" in path else max(split, 1)
        us = model.get((kernel, m, n, k, sk))
        err = ("%+7.1f%% %+7.1f%%" % (100 * (old / us - 1), 100 * (new / us - 1))
               if us else "%8s %8s" % ("", ""))
        print("%-44s %6d %6d %6d %2d %9.2f %-19s %9.2f %-19s %6.2f %9s %s%s" % (
            re.sub(r"^_ZN5aiter\d+(.*)E$", r"\1", kernel)[-44:], m, n, k, sk,
            old, c0, new, c1, old / new,
            "%.2f" % us if us else "", err,
            "  (its code object changed)" if changed else ""))
    if ratios:
        far = sum(1 for r in ratios if abs(r - 1) > 0.10)
        print("%d re-measurements of one code object at one shape (not "
              "counting %d whose code object changed); older / newer: "
              "median %.2f, from %.2f to %.2f; %d apart by more than 10%%" % (
                  len(ratios), len(pairs) - len(ratios),
                  statistics.median(ratios), min(ratios),
                  max(ratios), far))
        print()
        print("The same re-measurements by the commit that recorded the older "
              "figure (older / newer):")
        by_recording(counted)


if __name__ == "__main__":
    main()
