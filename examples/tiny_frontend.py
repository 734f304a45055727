#!/usr/bin/env python3
"""A tiny front end on the cdna4pipe Python package: picks a GEMM tile for a
problem, generates the kernel, compiles it for gfx950 and reads the report.

    PYTHONPATH=build/python_packages python3 examples/tiny_frontend.py [M N K]
"""

import sys

import cdna4pipe


def pick_tile(m, n):
    """The largest of the shipped tiles that divides the problem."""
    for tile, waves in (((256, 256, 64), 8), ((128, 128, 64), 4)):
        if m % tile[0] == 0 and n % tile[1] == 0:
            return tile, waves
    raise SystemExit("no tile divides %dx%d" % (m, n))


def main():
    m, n, k = (int(a) for a in sys.argv[1:4]) if len(sys.argv) == 4 else (
        4096, 4096, 4096)
    tile, waves = pick_tile(m, n)
    kernel = cdna4pipe.gemm_kernel(m=m, n=n, k=k, tile=tile, waves=waves)
    try:
        out = cdna4pipe.compile(kernel, arch="gfx950", num_stages=2)
    except cdna4pipe.MLIRError as e:
        for d in e.locations:
            print("%s line %d: %s" % (d.severity, d.line, d.message))
        return 1
    (report,) = out["report"]
    loop = report["main_loop"]
    print("gemm %dx%dx%d, tile %s, %d waves" % (m, n, k, tile, waves))
    print("code object: %d bytes" % len(out["hsaco"]))
    print("main loop: %d MFMAs, %d LDS DMA loads, %d ds_reads, %d barriers"
          % (loop["mfma"], loop["lds_dma"], loop["ds_read"], loop["barrier"]))
    print("copy waits: %s" % [w for w in loop["waits"] if "vmcnt" in w])
    print("VGPRs %s, LDS %s bytes, %s waves/SIMD"
          % (report["vgpr"], report["lds"], report["occupancy"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
