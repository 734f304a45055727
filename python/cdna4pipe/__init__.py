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


def _reject(name, value, why):
    raise MLIRError("error: %s=%r: %s" % (name, value, why))


def _int(name, value, minimum=0):
    """`value` as a Python int >= minimum, else MLIRError naming `name`."""
    if isinstance(value, bool) or not isinstance(value, int):
        _reject(name, value, "expected an integer")
    if value < minimum:
        _reject(name, value, "must be at least %d" % minimum)
    return value


def _str(name, value):
    if not isinstance(value, str):
        _reject(name, value, "expected a string")
    return value


def _bool(name, value):
    if not isinstance(value, bool):
        _reject(name, value, "expected True or False")
    return value


def _triple(name, value, minimum=1):
    """(a, b, c) of ints >= minimum (a list or tuple)."""
    if not isinstance(value, (tuple, list)) or len(value) != 3:
        _reject(name, value, "expected a tuple of three integers")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or v < minimum:
            _reject(name, value, "expected three integers of at least %d"
                    % minimum)
    return tuple(value)


def _tile(tile, name="tile"):
    if isinstance(tile, str):
        return tile
    return "x".join(str(t) for t in _triple(name, tile))


def _tile_triple(tile):
    """(BM, BN, BK) from a tuple or "BMxBNxBK"."""
    if isinstance(tile, str):
        match = re.fullmatch(r"([0-9]+)x([0-9]+)x([0-9]+)", tile)
        if not match:
            _reject("tile", tile, 'expected (BM, BN, BK) or "BMxBNxBK"')
        tile = tuple(int(t) for t in match.groups())
    return _triple("tile", tile)


def _blocks(blocks):
    """cdna4-sim's workgroup choice: a positive count, "all", or a list of
    linear ids / "bx:by" pairs (a string "0,5,2:3" or a list)."""
    if isinstance(blocks, bool):
        _reject("blocks", blocks, "expected a count, \"all\" or a list")
    if isinstance(blocks, int):
        if blocks < 1:
            _reject("blocks", blocks, "a workgroup count must be positive")
        return str(blocks)
    if isinstance(blocks, (list, tuple)):
        blocks = ",".join(str(b) for b in blocks)
    if not isinstance(blocks, str):
        _reject("blocks", blocks, "expected a count, \"all\" or a list")
    if blocks == "all":
        return blocks
    if re.fullmatch(r"[0-9]+", blocks):
        if int(blocks) < 1:
            _reject("blocks", blocks, "a workgroup count must be positive")
        return blocks
    if not re.fullmatch(r"[0-9]+(:[0-9]+)?(,[0-9]+(:[0-9]+)?)*", blocks):
        _reject("blocks", blocks, "expected a positive count, \"all\", or "
                "linear ids / bx:by pairs (\"0,5,2:3\")")
    return blocks


def gemm_kernel(m=8192, n=8192, k=8192, tile=(256, 256, 64), waves=8,
                dtype="bf16", c_dtype=None, swizzle="xor", target="gfx950"):
    """The Level 0 tile-GEMM kernel (C = A * B^T) as MLIR text; the
    arguments are cdna4-gemm-gen's (docs/GemmGen.md). `tile` is (BM, BN, BK)
    or "BMxBNxBK"; `target` "sm90a" gives the Hopper kernel (compile it with
    arch="sm_90a")."""
    return _check(_cdna4pipe.gemm_kernel(
        _int("m", m, 1), _int("n", n, 1), _int("k", k, 1), _tile(tile),
        _int("waves", waves, 1), _str("dtype", dtype),
        "" if c_dtype is None else _str("c_dtype", c_dtype),
        _str("swizzle", swizzle), _str("target", target)))["text"]


def run_passes(text, pipeline):
    """Runs a pass pipeline ("a,b{opt=1}" or "builtin.module(a,b)"; every
    upstream and cdna4pipe pass, cdna4pipe-to-gfx950 and cdna4pipe-to-sm90a)
    on `text`; returns the result as text. cdna4pipe-to-gfx950 chooses its
    schedule as compile() does (schedule=auto, its default: the fastest
    candidate on the CU model); "cdna4pipe-to-gfx950{schedule=default}" or
    "{schedule=pingpong}" runs one."""
    return _check(_cdna4pipe.run_passes(
        _str("text", text), _str("pipeline", pipeline)))["text"]


# The C++ CompileOptions' defaults (PipelineDefaults.h): compile()'s own.
_DEFAULT = _cdna4pipe.CompileOptions()


def compile(text, arch=_DEFAULT.arch, num_stages=_DEFAULT.num_stages,
            interleave_stages=_DEFAULT.interleave_stages,
            wait_granularity=_DEFAULT.wait_granularity,
            prefetch=_DEFAULT.prefetch, decomposition=_DEFAULT.decomposition,
            schedule=_DEFAULT.schedule, input_level=_DEFAULT.input_level,
            verify_schedule=_DEFAULT.verify_schedule,
            copy_kind=_DEFAULT.copy_kind, alias_scopes=_DEFAULT.alias_scopes,
            barrier=_DEFAULT.barrier, opt_level=_DEFAULT.opt_level,
            ld_lld=_DEFAULT.ld_lld, mlir=False):
    """The whole flow of cdna4-compile on a kernel text, from the level it is
    at; every option of cdna4-compile, by the same name (docs/Compile.md).

    gfx950 returns a dict: "asm" (gfx950 assembly), "llvm_ir" (after -O),
    "hsaco" (the code object: "asm" assembled and linked, so the report
    describes it), "report" (per kernel: counts of the main loop, waits,
    registers, LDS, occupancy), "report_text" (as cdna4-compile --report
    prints it, with the cycle model's line), "input_level",
    "diagnostics" (warnings), and "mlir" (the final LLVM + ROCDL module)
    when asked. sm_90a returns "asm" (PTX), "input_level", "diagnostics"
    and "mlir" when asked. A rejected option raises MLIRError naming it."""
    o = _cdna4pipe.CompileOptions()
    o.arch = _str("arch", arch)
    o.num_stages = _int("num_stages", num_stages)
    o.interleave_stages = _int("interleave_stages", interleave_stages)
    o.wait_granularity = _str("wait_granularity", wait_granularity)
    o.prefetch = str(_int("prefetch", prefetch)) \
        if isinstance(prefetch, int) else _str("prefetch", prefetch)
    o.decomposition = _str("decomposition", decomposition)
    o.schedule = _str("schedule", schedule)
    o.input_level = str(_int("input_level", input_level)) \
        if isinstance(input_level, int) else _str("input_level", input_level)
    o.verify_schedule = _bool("verify_schedule", verify_schedule)
    o.copy_kind = _str("copy_kind", copy_kind)
    o.alias_scopes = _bool("alias_scopes", alias_scopes)
    o.barrier = _str("barrier", barrier)
    o.opt_level = _int("opt_level", opt_level)
    o.ld_lld = _str("ld_lld", ld_lld)
    o.num_stages_given = num_stages != _DEFAULT.num_stages
    o.interleave_stages_given = interleave_stages != _DEFAULT.interleave_stages
    gfx950 = arch != "sm_90a"
    o.emit_mlir = _bool("mlir", mlir)
    o.emit_assembly = True
    o.emit_llvm_ir = o.emit_object = o.report = gfx950
    out = _check(_cdna4pipe.compile(_str("text", text), o))
    del out["ok"]
    if not mlir:
        del out["mlir"]
    if not gfx950:
        for key in ("llvm_ir", "hsaco", "report", "report_text"):
            del out[key]
    return out


# The C++ verifier's defaults (ScheduleVerifier.h): verify_schedule()'s own.
_VERIFY_DEFAULT = _cdna4pipe.ScheduleVerifierOptions()


def verify_schedule(text, granularity=_VERIFY_DEFAULT.granularity,
                    unroll=_VERIFY_DEFAULT.unroll,
                    max_iterations=_VERIFY_DEFAULT.max_iterations,
                    mfma_retires_reads=_VERIFY_DEFAULT.mfma_retires_reads):
    """The static hazard proof (cdna4pipe-verify-schedule) on every function
    of `text` that holds cdna4pipe ops (Level 2 or 3 IR). Returns, per
    function, the proof's figures (copies, reads, waits, barriers,
    iterations, ...); raises MLIRError with the hazards found, or when no
    function has a schedule to prove (a plain kernel)."""
    return _check(_cdna4pipe.verify_schedule(
        _str("text", text), _str("granularity", granularity),
        _int("unroll", unroll), _int("max_iterations", max_iterations, 1),
        _bool("mfma_retires_reads", mfma_retires_reads)))["functions"]


def simulate(text, gemm, policy="all", blocks="3", seed=1, tile=None):
    """Runs the kernel in `text` as the GEMM `gemm` = (M, N, K) on the CPU
    simulator of gfx950 (cdna4-sim), against a reference product, under each
    timing `policy` ("LANDING/INTERLEAVE": landing issue|lazy|random,
    interleave rr|ahead|random; or "all"). The kernel runs with the schedule
    it has: pass compile(..., mlir=True)["mlir"] (or a run_passes result) to
    simulate the pipelined kernel; a plain kernel is only lowered.
    `blocks` picks workgroups: a positive count spread over the grid, "all",
    or linear ids / "bx:by" pairs ("0,5,2:3" or a list). `tile` (BM, BN, BK)
    is needed only for a kernel without the generator's attribute, and must
    match it otherwise. Returns a dict: "pass" (every policy right and
    race-free), "races", "policies" (per policy: "policy", "pass",
    "max_abs_err", "max_rel_err", "bad_elements", "first_bad", "races"),
    "grid", "blocks", "stats", "seconds". Wrong numbers are a result; a bad
    kernel or option raises MLIRError."""
    m, n, k = _triple("gemm", gemm)
    return _check(_cdna4pipe.simulate(
        _str("text", text), m, n, k, _str("policy", policy), _blocks(blocks),
        _int("seed", seed), _tile(tile) if tile is not None else ""))


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
    return _check(_cdna4pipe.perf(
        _str("asm", asm), _str("kernel", kernel),
        None if latency is None else _int("latency", latency, 1),
        _int("iterations", iterations, 1),
        None if lds_latency is None else _int("lds_latency", lds_latency, 1),
        None if gemm is None else _triple("gemm", gemm),
        _tile_triple(tile)))
