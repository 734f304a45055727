#!/usr/bin/env python3
"""Runs ONE cdna4pipe sm90a GEMM kernel (PTX) once on the GPU and checks C.

Usage: python3 sanitize.py KERNEL.json

For bench/h100/sanitize.sh: a small process (the CUDA driver through ctypes
and numpy, no PyTorch) so that compute-sanitizer starts fast and a kernel
that hangs (a planted deadlock) can be killed by `timeout` alone. KERNEL.json
is written by sanitize.sh build: {"ptx" (relative to the .json), "m", "n",
"k", "tile_m", "tile_n", "tile_k", "threads", "smem"} and, for a persistent
kernel, "grid" (its known_grid_size; else one block per tile). C[M,N] (f32) =
A[M,K] (bf16, K-contiguous) * B[K,N] (bf16, N-contiguous), A and B through
CUDA tensor maps (128-byte swizzle), as bench/h100/runner.py passes them.
Inputs are small integers (exact in bf16 and in f32 sums), so the result
must equal the reference exactly. Prints one line:
  result: ok | result: WRONG (n of m elements differ) ; exit 0 / 1.
"""
import ctypes
import json
import os
import sys

import numpy as np

TMAP_BF16 = 9
TMAP_SWIZZLE_128B = 3
TMAP_L2_256B = 3
MAX_DYNAMIC_SHARED = 8


def check(rc, what, lib):
    if rc != 0:
        name = ctypes.c_char_p()
        lib.cuGetErrorName(rc, ctypes.byref(name))
        raise RuntimeError(f"{what} failed: {rc} {name.value}")


def main():
    kern = json.load(open(sys.argv[1]))
    lib = ctypes.CDLL("libcuda.so.1")
    check(lib.cuInit(0), "cuInit", lib)
    dev = ctypes.c_int()
    check(lib.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet", lib)
    ctx = ctypes.c_void_p()
    check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "ctx", lib)
    check(lib.cuCtxSetCurrent(ctx), "cuCtxSetCurrent", lib)

    m, n, k = kern["m"], kern["n"], kern["k"]
    rng = np.random.default_rng(0)
    a = rng.integers(-2, 3, size=(m, k)).astype(np.float32)
    b = rng.integers(-2, 3, size=(k, n)).astype(np.float32)
    ref = a @ b
    # bf16 = the high half of the f32 bits (exact for small integers).
    a16 = (a.view(np.uint32) >> 16).astype(np.uint16)
    b16 = (b.view(np.uint32) >> 16).astype(np.uint16)

    def upload(host):
        ptr = ctypes.c_uint64()
        check(lib.cuMemAlloc_v2(ctypes.byref(ptr), host.nbytes), "alloc", lib)
        check(lib.cuMemcpyHtoD_v2(ptr, host.ctypes.data, host.nbytes),
              "HtoD", lib)
        return ptr

    def tensor_map(ptr, rows, cols, box_rows, box_cols):
        tmap = (ctypes.c_uint64 * 16)()
        dims = (ctypes.c_uint64 * 2)(cols, rows)
        strides = (ctypes.c_uint64 * 1)(cols * 2)
        box = (ctypes.c_uint32 * 2)(box_cols, box_rows)
        elem = (ctypes.c_uint32 * 2)(1, 1)
        check(lib.cuTensorMapEncodeTiled(
            ctypes.byref(tmap), TMAP_BF16, 2, ctypes.c_void_p(ptr.value),
            dims, strides, box, elem, 0, TMAP_SWIZZLE_128B, TMAP_L2_256B, 0),
            "cuTensorMapEncodeTiled", lib)
        return upload(np.frombuffer(bytes(tmap), dtype=np.uint8).copy())

    pa, pb = upload(a16), upload(b16)
    c = np.full((m, n), np.nan, dtype=np.float32)
    pc = upload(c)
    ta = tensor_map(pa, m, k, kern["tile_m"], kern["tile_k"])
    tb = tensor_map(pb, k, n, kern["tile_k"], 64)

    ptx = os.path.join(os.path.dirname(os.path.abspath(sys.argv[1])),
                       kern["ptx"])
    text = open(ptx, "rb").read() + b"\0"
    module = ctypes.c_void_p()
    check(lib.cuModuleLoadData(ctypes.byref(module), text), "load", lib)
    func = ctypes.c_void_p()
    check(lib.cuModuleGetFunction(ctypes.byref(func), module, b"gemm"),
          "cuModuleGetFunction", lib)
    check(lib.cuFuncSetAttribute(func, MAX_DYNAMIC_SHARED, kern["smem"]),
          "cuFuncSetAttribute", lib)
    args = [ctypes.c_uint64(p.value) for p in (ta, tb, pc)]
    params = (ctypes.c_void_p * 3)(
        *[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in args])
    grid = tuple(kern.get("grid") or (n // kern["tile_n"], m // kern["tile_m"]))
    grid = grid + (1,) * (2 - len(grid))
    check(lib.cuLaunchKernel(func, grid[0], grid[1], 1, kern["threads"], 1, 1,
                             kern["smem"], None, params, None), "launch", lib)
    check(lib.cuCtxSynchronize(), "cuCtxSynchronize", lib)
    check(lib.cuMemcpyDtoH_v2(c.ctypes.data, pc, c.nbytes), "DtoH", lib)
    bad = int((c != ref).sum())
    print("result: ok" if bad == 0 else
          f"result: WRONG ({bad} of {c.size} elements differ)", flush=True)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
