#!/usr/bin/env python3
"""Writes the calibration table (CSV, bench/calibration/README.md) from
AITER's measured MI355X tuning tables: every gfx950 row of
aiter/configs/bf16_tuned_gemm.csv and aiter/configs/model_configs/
*bf16_tuned_gemm.csv whose kernel is one of AITER's hand-written assembly
kernels (libtype asm, a code object in hsa/gfx950/bf16gemm/, tile from
hsa/gfx950/bf16gemm/bf16gemm_fp32bf16.csv), then Triton's published 8192^3
figure; then (as families of their own, after it, so the ids of the rows
above stay put) the gfx950 rows of AITER's FP8 block-scale tables
(*a8w8_blockscale_bpreshuffle_tuned_gemm*.csv, kernels in
hsa/gfx950/fp8gemm_blockscale/) and FP4 tables
(*a4w4_blockscale_tuned_gemm*.csv, kernels in hsa/gfx950/f4gemm/).
AITER_DIR is a checkout of ROCm/aiter or a bare mirror of it.

usage: aiter_table.py AITER_DIR > table.csv
"""
import csv, io, os, subprocess, sys

HEADER = ("id,family,kernel,code_object,M,N,K,layout,split_k,split_grid,tile,"
          "in_bytes,out_bytes,measured_us,measured_tflops,gpu,cus,input_copies,"
          "copy_bytes,source")


def cdiv(a, b):
    return -(-a // b)


def copy_bytes(fam, m, n, k, out_bytes):
    """The bytes of one copy of the tensors AITER's tuner passes to the
    kernel's benchmark (aiter/test_common.py perftest: `inputSize`, the sum of
    every tensor argument's bytes, plus 1), at the table's revision:
    bf16 (csrc/gemm_a16w16/gemm_a16w16_tune.py): A, B and the M x N output;
    FP8 block-scale (csrc/ck_gemm_a8w8_blockscale/gemm_a8w8_blockscale_tune.py
    --preshuffle): A, B, A's fp32 scale per row and 128 K, B's per 128 x 128
    block, the bf16 output and an fp32 zero bias of N; FP4
    (csrc/ck_gemm_a4w4_blockscale/gemm_a4w4_blockscale_tune.py): A, B, their
    e8m0 scales per row and 32 K (aiter/utility/fp4_utils.py
    dynamic_mxfp4_quant: rows padded to 256, columns to 8) and the bf16
    output, its rows padded to 256."""
    if fam == "fp8-blockscale":
        sk = cdiv(k, 128)
        size = (m + n) * k + 4 * m * sk + 4 * cdiv(n, 128) * sk + 2 * m * n \
            + 4 * n
    elif fam == "fp4":
        mp, np_ = cdiv(m, 256) * 256, cdiv(n, 256) * 256
        size = (m + n) * k // 2 + (mp + np_) * cdiv(cdiv(k, 32), 8) * 8 \
            + 2 * mp * n
    else:
        size = 2 * (m + n) * k + out_bytes * m * n
    return size + 1


def input_copies(size):
    """The copies of the arguments perftest rotates over: as many as fill
    64 x 128 x the 4 MiB L2 (32 GiB), at most its 101 iterations."""
    return min(101, cdiv((4 << 20) * 64 * 128, size))


def reader(root):
    """(list_files(prefix), read(path), revision) of a checkout or a bare
    mirror."""
    if os.path.isdir(os.path.join(root, "aiter", "configs")):
        def ls(prefix):
            out = []
            for d, _, files in os.walk(os.path.join(root, prefix)):
                out += [os.path.relpath(os.path.join(d, f), root) for f in files]
            return sorted(out)
        def read(path):
            with open(os.path.join(root, path)) as f:
                return f.read()
        rev = subprocess.run(["git", "-C", root, "rev-parse", "--short=8",
                              "HEAD"], capture_output=True, text=True)
        return ls, read, rev.stdout.strip() or "checkout"
    git = ["git", "--git-dir", root]
    def ls(prefix):
        out = subprocess.run(git + ["ls-tree", "-r", "--name-only", "HEAD",
                                    prefix], check=True, capture_output=True,
                             text=True).stdout
        return sorted(out.split())
    def read(path):
        return subprocess.run(git + ["show", "HEAD:" + path], check=True,
                              capture_output=True, text=True).stdout
    rev = subprocess.run(git + ["rev-parse", "--short=8", "HEAD"], check=True,
                         capture_output=True, text=True).stdout.strip()
    return ls, read, rev


def family(name):
    if "256x256" in name:
        return "bf16-256"
    if "pf3_splitk" in name:
        return "pf3"
    return "splitk"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ls, read, rev = reader(sys.argv[1])
    kernels = {}
    for k in csv.DictReader(io.StringIO(read(
            "hsa/gfx950/bf16gemm/bf16gemm_fp32bf16.csv"))):
        kernels[k["knl_name"]] = k
    rows = []
    tables = [p for p in ls("aiter/configs")
              if p.endswith("bf16_tuned_gemm.csv")]
    for path in tables:
        for r in csv.DictReader(io.StringIO(read(path))):
            k = kernels.get(r["kernelName"])
            if r["gfx"] != "gfx950" or r["libtype"] != "asm" or not k:
                continue
            if r["bias"] != "False" or r["bpreshuffle"] != "False":
                continue
            out = 4 if r["outdtype"] == "torch.float32" else 2
            rows.append((family(k["co_name"]), k["co_name"], int(r["M"]),
                         int(r["N"]), int(r["K"]), r["kernelName"],
                         max(1, int(r["splitK"])),
                         "%sx%sx%s" % (k["tileM"], k["tileN"], k["subK"]),
                         out, r["us"], r["tflops"], r["cu_num"],
                         "ROCm/aiter@%s:%s" % (rev, path)))
    rows.sort()
    print(HEADER)
    i = 0
    for (fam, co, m, n, k, name, split, tile, out, us, tf, cus, src) in rows:
        i += 1
        size = copy_bytes(fam, m, n, k, out)
        print(",".join(map(str, (i, fam, name, co, m, n, k, "TN", split, "z",
                                 tile, 2, out, us, tf, "MI355X", cus,
                                 input_copies(size), size, src))))
    # Triton 3.6's default gfx950 loop (num_stages 2; test/Perf/Inputs),
    # published 1091 TFLOP/s at 8192^3 (../shared/peers/README.md).
    us = 2 * 8192 ** 3 / 1091e12 * 1e6
    print(",".join(map(str, (i + 1, "triton", "matmul",
                             "triton_gfx950_256x256x64_w8_s2.s", 8192, 8192,
                             8192, "TN", 1, "z", "256x256x64", 2, 2,
                             "%.2f" % us, 1091, "MI355X", 256, 0, 0,
                             "published (HipKittens paper; shared/peers)"))))
    i += 1
    for row in low_precision_rows(ls, read, rev):
        i += 1
        print(",".join(map(str, (i,) + row)))


# FP8 block-scale (per-128 scales) and FP4 (MXFP4, per-1x32 scales) kernels:
# family, kernel table, tuned-table pattern, K-step (the scale block K of
# FP8; two 128-deep MFMAs per K-step for FP4), element bytes, how the
# table's splitK column gives the K slices (FP8: the count, 0 = 1; FP4: its
# log2: the launcher splits into 1 << splitK), and where the launcher puts
# the slices in the grid (csrc/py_itfs_cu/asm_a8w8_blockscale_bpreshuffle.cu:
# gdx = N / tile_n x splitK; asm_gemm_a4w4.cu, like the bf16 launcher
# asm_gemm_a16w16.cu: gdz).
LOW_PRECISION = (
    ("fp8-blockscale", "hsa/gfx950/fp8gemm_blockscale/",
     "fp8gemm_bf16_blockscale.csv", "a8w8_blockscale_bpreshuffle_tuned_gemm",
     128, 1, lambda s: max(1, s), "x"),
    ("fp4", "hsa/gfx950/f4gemm/", "f4gemm_bf16_per1x32Fp4.csv",
     "a4w4_blockscale_tuned_gemm", 256, 0.5, lambda s: 1 << s, "z"),
)


def low_precision_rows(ls, read, rev):
    """(family, kernel, code object, M, N, K, layout, split, split grid,
    tile, in bytes,
    out bytes, us, tflops, gpu, cus, input copies, copy bytes, source) of
    every measured gfx950 row of AITER's FP8 block-scale and FP4 assembly
    kernels, sorted."""
    rows = []
    for (fam, hsa, kernel_csv, pattern, sub_k, in_bytes, split,
         grid) in LOW_PRECISION:
        kernels = {}
        for k in csv.DictReader(io.StringIO(read(hsa + kernel_csv))):
            kernels[k["knl_name"]] = k
        for path in ls("aiter/configs"):
            if pattern not in path or not path.endswith(".csv"):
                continue
            for r in csv.DictReader(io.StringIO(read(path))):
                k = kernels.get(r["kernelName"])
                if r["gfx"] != "gfx950" or not k:
                    continue
                if r.get("libtype", "asm") != "asm":
                    continue
                tile_m = k.get("tile_m") or k["tile_M"]
                tile_n = k.get("tile_n") or k["tile_N"]
                m, n, kk = int(r["M"]), int(r["N"]), int(r["K"])
                size = copy_bytes(fam, m, n, kk, 2)
                rows.append((fam, r["kernelName"], k["co_name"], m, n, kk,
                             "TN", split(int(r["splitK"] or 0)), grid,
                             "%sx%sx%d" % (tile_m, tile_n, sub_k), in_bytes, 2,
                             r["us"], r["tflops"], "MI355X", r["cu_num"],
                             input_copies(size), size,
                             "ROCm/aiter@%s:%s" % (rev, path)))
    rows.sort(key=lambda r: (r[0], r[2], r[3], r[4], r[5]))
    return rows


if __name__ == "__main__":
    main()
