#!/usr/bin/env python3
"""Runs cdna4pipe's sm90a GEMM kernels (PTX) on an H100 and compares them
with cuBLAS (torch.matmul) and Triton in the same process.

Usage: python3 runner.py MANIFEST.json [MANIFEST.json ...]
                         [--iters N[,N...]] [--repeats R] [--no-triton]
                         [--only SUBSTRING]

Each MANIFEST.json (written by bench/h100/build.sh, one per variant) lists
kernels:
  {"kernels": [{"name", "ptx", "m", "n", "k", "tile_m", "tile_n",
                "tile_k", "stages", "threads", "smem", "grid", "c_dtype",
                "epilogue", "label"}]}
Rows of all manifests are printed side by side: per problem size, per tile
and stage count, one row per variant (label), in the order given.
Each kernel computes C[M,N] (c_dtype: f32 or bf16) = A[M,K] (bf16, K-contiguous) *
B[K,N] (bf16, N-contiguous); A and B are passed as device pointers to CUDA
tensor maps (cuTensorMapEncodeTiled, 128-byte swizzle), C as a pointer or,
for kernels with "epilogue": "tma", as a tensor map too (boxes of 64 rows x
128 bytes, 128-byte swizzle).
Prints one table row per (problem size, kernel): TFLOP/s at each --iters
count (default 20 and 200 launches), cuBLAS (torch.matmul, bf16 C) and the
Triton tutorial kernel (the row's C type) timed next to it on the same data
(the median of --repeats rounds of all three), and the max error relative
to the largest |C| of an f32 reference.
"""
import argparse
import ctypes
import json
import os
import sys

import torch

# CUtensorMapDataType of each element type.
CU_TENSOR_MAP_DATA_TYPES = {torch.float16: 6, torch.float32: 7,
                            torch.bfloat16: 9}
CU_TENSOR_MAP_SWIZZLE_128B = 3
CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
# Bound on max|C - ref| / max|ref| (docs/Hopper.md): f32 accumulation of
# bf16 products, compared with an f32 reference summed in another order.
REL_ERROR_BOUND = 1e-3


class Driver:
    """The few CUDA driver calls the runner needs, through ctypes."""

    def __init__(self):
        self.lib = ctypes.CDLL("libcuda.so.1")
        self.check(self.lib.cuInit(0), "cuInit")

    def check(self, rc, what):
        if rc != 0:
            name = ctypes.c_char_p()
            self.lib.cuGetErrorName(rc, ctypes.byref(name))
            raise RuntimeError(f"{what} failed: {rc} {name.value}")

    def load(self, ptx_path, entry, smem):
        text = open(ptx_path, "rb").read() + b"\0"
        module = ctypes.c_void_p()
        log = ctypes.create_string_buffer(8192)
        # JIT options: error log buffer and its size.
        opts = (ctypes.c_int * 2)(5, 6)
        vals = (ctypes.c_void_p * 2)(ctypes.cast(log, ctypes.c_void_p),
                                     ctypes.c_void_p(8192))
        rc = self.lib.cuModuleLoadDataEx(ctypes.byref(module), text, 2, opts,
                                         vals)
        if rc != 0:
            print(log.value.decode(errors="replace"), file=sys.stderr)
        self.check(rc, f"cuModuleLoadDataEx({ptx_path})")
        func = ctypes.c_void_p()
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(func), module,
                                                entry.encode()),
                   "cuModuleGetFunction")
        self.check(self.lib.cuFuncSetAttribute(
            func, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem),
            "cuFuncSetAttribute")
        return func

    def tensor_map(self, tensor, box):
        """Device copy of a 2-D tensor map over a row-major bf16, f16 or f32
        tensor; box is (rows, columns)."""
        rows, cols = tensor.shape
        tmap = (ctypes.c_uint64 * 16)()  # 128 bytes, 64-byte aligned
        dims = (ctypes.c_uint64 * 2)(cols, rows)        # innermost first
        strides = (ctypes.c_uint64 * 1)(cols * tensor.element_size())
        boxdim = (ctypes.c_uint32 * 2)(box[1], box[0])
        elem = (ctypes.c_uint32 * 2)(1, 1)
        self.check(self.lib.cuTensorMapEncodeTiled(
            ctypes.byref(tmap), CU_TENSOR_MAP_DATA_TYPES[tensor.dtype], 2,
            ctypes.c_void_p(tensor.data_ptr()), dims, strides, boxdim, elem,
            0, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
            0), "cuTensorMapEncodeTiled")
        host = torch.frombuffer(bytearray(bytes(tmap)), dtype=torch.uint8)
        return host.to("cuda")

    def launch(self, func, grid, block, smem, args):
        values = [ctypes.c_uint64(a) for a in args]
        params = (ctypes.c_void_p * len(values))(
            *[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in values])
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        self.check(self.lib.cuLaunchKernel(func, grid[0], grid[1], 1,
                                           block, 1, 1, smem, stream, params,
                                           None), "cuLaunchKernel")


def time_ms(fn, iters):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        fn()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / iters


def triton_matmul():
    """The Triton tutorial matmul with a fixed H100 configuration (the
    runner has no time for autotuning); None when Triton is missing. C may
    be f32 or bf16 (the f32 accumulators converted on store)."""
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def kernel(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
               BK: tl.constexpr, GROUP: tl.constexpr):
        pid = tl.program_id(0)
        npm = tl.cdiv(M, BM)
        npn = tl.cdiv(N, BN)
        width = GROUP * npn
        gid = pid // width
        first = gid * GROUP
        size = min(npm - first, GROUP)
        pm = first + (pid % width) % size
        pn = (pid % width) // size
        rm = pm * BM + tl.arange(0, BM)
        rn = pn * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        ap = a + rm[:, None] * K + rk[None, :]
        bp = b + rk[:, None] * N + rn[None, :]
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for _ in range(0, K, BK):
            acc += tl.dot(tl.load(ap), tl.load(bp))
            ap += BK
            bp += BK * N
        tl.store(c + rm[:, None] * N + rn[None, :],
                 acc.to(c.dtype.element_ty))

    def run(a, b, c):
        m, k = a.shape
        n = b.shape[1]
        grid = ((m // 128) * (n // 256),)
        kernel[grid](a, b, c, m, n, k, BM=128, BN=256, BK=64, GROUP=8,
                     num_warps=8, num_stages=3)
    return run


DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
# f32 C: rounding of the sums only; bf16/f16 C adds the rounding of the
# result (8 / 11 significant bits: 2^-8 / 2^-11 of an element, at most that
# relative to max |ref|).
REL_ERROR_BOUNDS = {"f32": REL_ERROR_BOUND, "bf16": 8e-3, "f16": 1e-3}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifests", nargs="+")
    ap.add_argument("--iters", default="20,200",
                    help="timed launches, a comma-separated list: every "
                         "row is timed at each (cuBLAS and Triton too, "
                         "right before the kernel)")
    ap.add_argument("--repeats", type=int, default=3,
                    help="rounds of timings per row; the median is printed")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--only", default="",
                    help="run only kernels whose label/ptx contain this")
    args = ap.parse_args()
    iters = [int(x) for x in args.iters.split(",")]
    kernels = []
    for order, path in enumerate(args.manifests):
        base = os.path.dirname(os.path.abspath(path))
        for kern in json.load(open(path))["kernels"]:
            kern["ptx"] = os.path.join(base, kern["ptx"])
            kern.setdefault("label", os.path.basename(base))
            kern.setdefault("c_dtype", "f32")
            kern.setdefault("epilogue", "registers")
            kern["order"] = order
            if args.only in kern["label"] + " " + kern["ptx"]:
                kernels.append(kern)
    kernels.sort(key=lambda x: (x["tile_m"], x["tile_n"], x["stages"],
                                x["order"]))
    drv = Driver()
    torch.backends.cuda.matmul.allow_tf32 = False
    tri = None if args.no_triton else triton_matmul()
    sizes = sorted({(k["m"], k["n"], k["k"]) for k in kernels})
    per = "/".join(str(n) for n in iters)
    print(f"device: {torch.cuda.get_device_name()}; TFLOP/s over {per} "
          f"launches, median of {args.repeats} rounds of cuBLAS, Triton and "
          f"the kernel timed one after the other")
    print(f"| M=N=K | tile | stages | variant | C | TFLOP/s | cuBLAS | "
          f"Triton (same C) | % cuBLAS | % Triton | max rel err | ok |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    failures = 0
    fmt = lambda xs: "/".join(f"{x:.0f}" for x in xs)
    pct = lambda xs, ys: "/".join(f"{100 * x / y:.0f}%" for x, y in
                                  zip(xs, ys))
    for (m, n, k) in sizes:
        torch.manual_seed(0)
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        ref = a.float() @ b.float()
        scale = ref.abs().max().item()
        flops = 2.0 * m * n * k
        tflops = lambda fn, it: flops / time_ms(fn, it) / 1e9
        for kern in [x for x in kernels if (x["m"], x["n"], x["k"]) == (m, n, k)]:
            func = drv.load(kern["ptx"], "gemm", kern["smem"])
            ta = drv.tensor_map(a, (kern["tile_m"], kern["tile_k"]))
            tb = drv.tensor_map(b, (kern["tile_k"], 64))
            cdt = DTYPES[kern["c_dtype"]]
            c = torch.full((m, n), float("nan"), device="cuda", dtype=cdt)
            # The TMA epilogue stores C through its tensor map: boxes of 64
            # rows x 128 bytes.
            c_arg = c.data_ptr()
            if kern["epilogue"] == "tma":
                tc = drv.tensor_map(c, (64, 128 // c.element_size()))
                c_arg = tc.data_ptr()
            grid = kern.get("grid") or (n // kern["tile_n"],
                                        m // kern["tile_m"])
            run = lambda: drv.launch(func, grid, kern["threads"],
                                     kern["smem"], [ta.data_ptr(),
                                                    tb.data_ptr(),
                                                    c_arg])
            run()
            torch.cuda.synchronize()
            bad = (~torch.isfinite(c)).sum().item()
            err = (c.float() - ref).abs().max().item() / scale if not bad \
                else float("inf")
            ok = err <= REL_ERROR_BOUNDS[kern["c_dtype"]]
            if bad:
                rows = (~torch.isfinite(c)).any(dim=1).nonzero()
                print(f"{kern['ptx']}: {bad} non-finite elements, first rows "
                      f"{rows[:4].flatten().tolist()}", file=sys.stderr)
            failures += not ok
            ct = torch.empty(m, n, device="cuda", dtype=cdt)
            # --repeats rounds of (cuBLAS, Triton, ours) per launch count,
            # the median of each: the clock moves with the power draw, so
            # every figure is taken next to the others, several times.
            samples = {it: ([], [], []) for it in iters}
            for _ in range(args.repeats):
                for it in iters:
                    cb, tr, us = samples[it]
                    cb.append(tflops(lambda: a @ b, it))
                    try:
                        tr.append(tflops(lambda: tri(a, b, ct), it)
                                  if tri else float("nan"))
                    except Exception as e:  # report, keep going
                        print(f"triton failed: {e}", file=sys.stderr)
                        tr.append(float("nan"))
                    us.append(tflops(run, it))
            med = lambda xs: sorted(xs)[len(xs) // 2]
            cublas = [med(samples[it][0]) for it in iters]
            triton_tf = [med(samples[it][1]) for it in iters]
            ours = [med(samples[it][2]) for it in iters]
            print(f"| {m} | {kern['name']} | {kern['stages']} | "
                  f"{kern['label']} | {kern['c_dtype']} | {fmt(ours)} | "
                  f"{fmt(cublas)} | {fmt(triton_tf)} | {pct(ours, cublas)} | "
                  f"{pct(ours, triton_tf)} | {err:.2e} | "
                  f"{'yes' if ok else 'NO'} |", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
