"""cdna4pipe from Python: IR in as text, IR / assembly / code objects out.

MLIR's own Python bindings are not packaged for LLVM 22 on Debian, so this
module exchanges IR as text (what `str(module)` prints in any MLIR binding).
Every function raises MLIRError, carrying the MLIR diagnostics with their
locations, when the input or an option is rejected.

    import cdna4pipe
    kernel = cdna4pipe.gemm_kernel(tile=(128, 128, 64), waves=4)
    out = cdna4pipe.compile(kernel, num_stages=2)
    out["report"][0]["main_loop"]["mfma"], len(out["hsaco"])

The work is done by the project's C++ (lib/Embed over lib/GemmGen, the pass
registry, lib/Pipelines' compile driver and lib/Analysis' verifier); see
docs/Embedding.md.
"""

import re

from . import _cdna4pipe

__all__ = ["MLIRError", "Diagnostic", "gemm_kernel", "run_passes", "compile",
           "verify_schedule", "simulate", "perf"]

_DIAG = re.compile(
    r"^(?P<file>[^\n]*?):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<severity>error|warning|remark|note): (?P<message>.*)$")


class Diagnostic:
    """One diagnostic: location (file, line, column), severity, message."""

    def __init__(self, file, line, col, severity, message):
        self.file, self.line, self.col = file, line, col
        self.severity, self.message = severity, message

    def __repr__(self):
        return "%s:%d:%d: %s: %s" % (self.file, self.line, self.col,
                                     self.severity, self.message)


def parse_diagnostics(text):
    """The located diagnostics in a diagnostics text, in order."""
    out = []
    for line in text.splitlines():
        m = _DIAG.match(line)
        if m:
            out.append(Diagnostic(m["file"], int(m["line"]), int(m["col"]),
                                  m["severity"], m["message"]))
    return out


class MLIRError(Exception):
    """A rejected input or option. `diagnostics` is the full text (as
    cdna4-compile would print it); `locations` the located diagnostics."""

    def __init__(self, diagnostics):
        super().__init__(diagnostics.strip() or "cdna4pipe: failed")
        self.diagnostics = diagnostics
        self.locations = parse_diagnostics(diagnostics)


def _check(result):
    if not result["ok"]:
        raise MLIRError(result["diagnostics"])
    return result


def _tile(tile):
    if isinstance(tile, str):
        return tile
    return "x".join(str(int(t)) for t in tile)


def gemm_kernel(m=8192, n=8192, k=8192, tile=(256, 256, 64), waves=8,
                dtype="bf16", c_dtype=None, swizzle="xor"):
    """The Level 0 tile-GEMM kernel (C = A * B^T) as MLIR text; the
    arguments are cdna4-gemm-gen's (docs/GemmGen.md). `tile` is (BM, BN, BK)
    or "BMxBNxBK"."""
    return _check(_cdna4pipe.gemm_kernel(m, n, k, _tile(tile), waves, dtype,
                                         c_dtype or "", swizzle))["text"]


def run_passes(text, pipeline):
    """Runs a pass pipeline ("a,b{opt=1}" or "builtin.module(a,b)"; every
    upstream and cdna4pipe pass, and cdna4pipe-to-gfx950) on `text`;
    returns the result as text."""
    return _check(_cdna4pipe.run_passes(text, pipeline))["text"]


def compile(text, arch="gfx950", num_stages=2, interleave_stages=4,
            wait_granularity="stage", input_level="auto",
            verify_schedule=True, copy_kind="buffer", alias_scopes=True,
            barrier="bare", opt_level=3, mlir=False):
    """The whole flow of cdna4-compile on a kernel text, from the level it is
    at. Returns a dict: "asm" (gfx950 assembly), "llvm_ir" (after -O),
    "hsaco" (code object bytes), "report" (per kernel: counts of the main
    loop, waits, registers, LDS, occupancy), "report_text" (as
    cdna4-compile --report prints it), "input_level", "diagnostics"
    (warnings), and "mlir" (the final LLVM + ROCDL module) when asked."""
    o = _cdna4pipe.CompileOptions()
    o.arch, o.num_stages, o.interleave_stages = arch, num_stages, \
        interleave_stages
    o.wait_granularity, o.input_level = wait_granularity, str(input_level)
    o.verify_schedule, o.copy_kind = verify_schedule, copy_kind
    o.alias_scopes, o.barrier, o.opt_level = alias_scopes, barrier, opt_level
    o.num_stages_given = num_stages != 2
    o.interleave_stages_given = interleave_stages != 4
    o.emit_mlir, o.emit_llvm_ir, o.emit_object = mlir, True, True
    o.report = True
    out = _check(_cdna4pipe.compile(text, o))
    del out["ok"]
    if not mlir:
        del out["mlir"]
    return out


def verify_schedule(text, granularity="copy", unroll=0, max_iterations=16384,
                    mfma_retires_reads=True):
    """The static hazard proof (cdna4pipe-verify-schedule) on every function
    of `text` (Level 2 or 3 IR: with cdna4pipe ops). Returns, per function,
    the proof's figures (copies, reads, waits, barriers, iterations, ...);
    raises MLIRError with the hazards found."""
    return _check(_cdna4pipe.verify_schedule(
        text, granularity, unroll, max_iterations,
        mfma_retires_reads))["functions"]


def simulate(text, gemm, policy="all", blocks="3", seed=1, tile=None):
    """Runs the kernel in `text` as the GEMM `gemm` = (M, N, K) on the CPU
    simulator of gfx950 (cdna4-sim), against a reference product, under each
    timing `policy` ("LANDING/INTERLEAVE": landing issue|lazy|random,
    interleave rr|ahead|random; or "all"). The kernel runs with the schedule
    it has: pass compile(..., mlir=True)["mlir"] (or a run_passes result) to
    simulate the pipelined kernel; a plain kernel is only lowered.
    `blocks` picks workgroups: a count spread over the grid, "all", or
    "0,5,2:3". Returns a dict: "pass" (every policy right and race-free),
    "races", "policies" (per policy: "policy", "pass", "max_abs_err",
    "max_rel_err", "bad_elements", "first_bad", "races"), "grid", "blocks",
    "stats", "seconds". Wrong numbers are a result; a bad kernel or option
    raises MLIRError."""
    m, n, k = gemm
    return _check(_cdna4pipe.simulate(text, m, n, k, policy, str(blocks),
                                      seed, _tile(tile) if tile else ""))


def perf(asm, latency=None, iterations=16, kernel="", lds_latency=None,
         gemm=None, tile=(256, 256, 64)):
    """The cycle model of one gfx950 CU (cdna4-perf, docs/PerfModel.md) on
    the main loop of a kernel in `asm` (gfx950 assembly: compile(...)["asm"]
    or any compiler's). `latency`: global-memory latency in cycles (default:
    the model's); `gemm` = (M, N, K) with the kernel's `tile` also estimates
    the whole GEMM. Returns a dict: "cycles_per_iteration",
    "ideal_cycles_per_iteration" (MFMA-bound), "utilization" (matrix pipes),
    "tflops", "peak_tflops", "stalls", "occupancy", "gemm" (estimate or
    None), "summary" (cdna4-compile --report's line), "report_text"
    (cdna4-perf's report)."""
    return _check(_cdna4pipe.perf(asm, kernel, latency, iterations,
                                  lds_latency,
                                  tuple(gemm) if gemm else None,
                                  tuple(int(t) for t in _tile(tile).split("x"))))
