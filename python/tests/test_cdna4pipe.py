"""pytest suite of the cdna4pipe Python package (run by CTest as
python/pytest; PYTHONPATH=<build>/python_packages)."""

import os
import re
import shutil
import subprocess

import pytest

import cdna4pipe

SRC = os.environ.get("CDNA4PIPE_SRC",
                     os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.fixture(scope="module")
def default_kernel():
    return cdna4pipe.gemm_kernel()


@pytest.fixture(scope="module")
def compiled(default_kernel):
    return cdna4pipe.compile(default_kernel, arch="gfx950", num_stages=2)


def test_gemm_kernel_is_the_generator():
    with open(os.path.join(SRC, "examples", "gemm_bf16_128x128x64_w4.mlir")) as f:
        shipped = f.read()
    # cdna4-gemm-gen ends the file with an empty line.
    assert cdna4pipe.gemm_kernel(tile=(128, 128, 64), waves=4) + "\n" == shipped
    assert cdna4pipe.gemm_kernel(tile="128x128x64", waves=4) + "\n" == shipped


def test_gemm_kernel_rejects_bad_config():
    # M, N, K need not be multiples of the tile (edges read zeros through
    # the buffer bounds), but a tile must be whole 1 KiB copies.
    with pytest.raises(cdna4pipe.MLIRError, match="not a whole number of 1 KiB"):
        cdna4pipe.gemm_kernel(tile=(100, 128, 64))
    with pytest.raises(cdna4pipe.MLIRError):
        cdna4pipe.gemm_kernel(tile="256x256")


def test_compile_default_kernel_report(compiled):
    (kernel,) = compiled["report"]
    assert kernel["name"] == "gemm"
    loop = kernel["main_loop"]
    assert loop["mfma"] == 64
    assert loop["mfma_kinds"] == {"v_mfma_f32_16x16x32_bf16": 64}
    assert loop["lds_dma"] == 8
    assert loop["ds_read"] == 24
    # The default schedule, auto, is the CU model's pick for this kernel:
    # ping-pong with 2 interleave stages (docs/Compile.md): a barrier per
    # cluster boundary, two MFMA clusters at s_setprio 1, two copy waits.
    assert loop["barrier"] == 4
    assert [w for w in loop["waits"] if "vmcnt" in w] == [
        "vmcnt(8) lgkmcnt(0)", "vmcnt(8) lgkmcnt(0)"]
    assert loop["setprio"] == [1, 0] * 2
    assert "schedule: pingpong, 2 interleave stages (auto:" in \
        compiled["report_text"]
    # Stage fences (mask 0) and, between each stage's run of LDS reads and
    # its run of copies, one that only ALU instructions cross (mask 7).
    assert loop["sched_fences"] == ["0", "7", "0", "0", "0"] * 2
    assert kernel["scratch"] == 0
    assert kernel["lds"] == 131072
    assert kernel["occupancy"] == 2
    assert compiled["input_level"] == 0
    assert "mfma: 64" in compiled["report_text"]


def test_compile_artifacts(compiled):
    assert compiled["hsaco"][:4] == b"\x7fELF"
    assert "v_mfma_f32_16x16x32_bf16" in compiled["asm"]
    assert "amdgcn-amd-amdhsa" in compiled["llvm_ir"]
    assert "mlir" not in compiled


def test_malformed_input_raises_with_location():
    text = "module {\n  func.func @k() {\n    %x = arith.addi %y, %y : i32\n" \
           "    return\n  }\n}\n"
    with pytest.raises(cdna4pipe.MLIRError) as info:
        cdna4pipe.compile(text)
    (diag,) = info.value.locations
    assert (diag.file, diag.line, diag.col) == ("<kernel>", 3, 21)
    assert diag.severity == "error"
    assert "undeclared SSA value" in diag.message
    assert "<kernel>:3:21: error:" in str(info.value)


def test_bad_option_raises(default_kernel):
    with pytest.raises(cdna4pipe.MLIRError, match="out of range"):
        cdna4pipe.compile(default_kernel, num_stages=7)
    with pytest.raises(cdna4pipe.MLIRError, match="unsupported arch .gfx942."):
        cdna4pipe.compile(default_kernel, arch="gfx942")


def test_run_passes_then_verify():
    kernel = cdna4pipe.gemm_kernel(tile=(128, 128, 64), waves=4)
    staged = cdna4pipe.run_passes(
        kernel, "cdna4pipe-software-pipeline{num-stages=3},"
        "cdna4pipe-form-stages,cdna4pipe-interleave{stages=4}")
    assert staged.count("cdna4pipe.stage") == 4
    same = cdna4pipe.run_passes(
        kernel, "builtin.module(cdna4pipe-software-pipeline{num-stages=3},"
        "cdna4pipe-form-stages,cdna4pipe-interleave{stages=4})")
    assert same == staged
    (fn,) = cdna4pipe.verify_schedule(staged)
    assert fn["name"] == "gemm"
    # 8192 / 64 = 128 K-tiles: 3-slot pipelining leaves 126 in the loop.
    assert fn["errors"] == 0 and fn["copies"] > 0 and fn["iterations"] == 126
    # The staged kernel goes on from level 3.
    out = cdna4pipe.compile(staged)
    assert out["input_level"] == 3
    assert out["report"][0]["main_loop"]["mfma"] == 32


def test_run_passes_unknown_pass():
    with pytest.raises(cdna4pipe.MLIRError,
                       match="does not refer to a registered pass"):
        cdna4pipe.run_passes(cdna4pipe.gemm_kernel(), "no-such-pass")


def test_verify_schedule_reports_hazards():
    path = os.path.join(SRC, "test", "Transforms", "VerifySchedule",
                        "planted-g2s-into-read-slot.mlir")
    with open(path) as f:
        text = f.read()
    with pytest.raises(cdna4pipe.MLIRError) as info:
        cdna4pipe.verify_schedule(text)
    errors = [d for d in info.value.locations if d.severity == "error"]
    assert any("no copy has filled that slot" in d.message for d in errors)
    assert all(d.file == "<kernel>" and d.line > 0 for d in errors)
    with pytest.raises(cdna4pipe.MLIRError, match="unknown granularity"):
        cdna4pipe.verify_schedule(text, granularity="bytes")


@pytest.fixture(scope="module")
def kernel_512():
    kernel = cdna4pipe.gemm_kernel(m=512, n=512, k=512, tile=(128, 128, 64),
                                   waves=4)
    return kernel, cdna4pipe.compile(kernel, mlir=True)["mlir"]


def test_simulate_512_cubed(kernel_512):
    _, lowered = kernel_512
    r = cdna4pipe.simulate(lowered, gemm=(512, 512, 512), policy="all",
                           blocks="all")
    assert r["pass"] and r["races"] == 0
    assert r["grid"] == (4, 4) and len(r["blocks"]) == 16
    assert len(r["policies"]) == 9
    assert all(p["pass"] and p["bad_elements"] == 0 for p in r["policies"])
    # 16 workgroups x 9 policies x 4 waves x 8 K-tiles x 32 MFMAs per tile.
    assert r["stats"]["mfmas"] == 16 * 9 * 4 * 8 * 32


def test_simulate_plain_kernel_and_errors(kernel_512):
    plain, lowered = kernel_512
    r = cdna4pipe.simulate(plain, gemm=(512, 512, 512), policy="lazy/ahead",
                           blocks=2)
    assert r["pass"] and [p["policy"] for p in r["policies"]] == ["lazy/ahead"]
    with pytest.raises(cdna4pipe.MLIRError, match="bad policy"):
        cdna4pipe.simulate(lowered, gemm=(512, 512, 512), policy="late/rr")
    with pytest.raises(cdna4pipe.MLIRError):
        cdna4pipe.simulate(lowered, gemm=(1024, 512, 512))


def test_perf_matches_the_compile_report(compiled):
    p = cdna4pipe.perf(compiled["asm"], gemm=(8192, 8192, 8192))
    assert p["kernel"] == "gemm" and p["latency"] == 1000
    assert p["ideal_cycles_per_iteration"] <= p["cycles_per_iteration"]
    assert 0 < p["utilization"] <= 1
    assert p["occupancy"]["waves_per_simd"] == 2
    assert p["gemm"]["workgroups"] == 32 * 32
    # The estimate's time and rate tell the same GEMM: 2 MNK flops.
    g = p["gemm"]
    flops = g["tflops"] * 1e12 * g["milliseconds"] * 1e-3
    assert flops == pytest.approx(2 * 8192 ** 3, rel=1e-9)
    # cdna4-compile --report prints the same modeled line.
    assert p["summary"] in compiled["report_text"]
    slower = cdna4pipe.perf(compiled["asm"], latency=4000)
    assert slower["cycles_per_iteration"] > p["cycles_per_iteration"]
    with pytest.raises(cdna4pipe.MLIRError, match="no kernel"):
        cdna4pipe.perf("v_nop\n")


# --- One error surface: every rough edge raises MLIRError naming the
# parameter, with the reason, and prints nothing (capfd sees the process's
# file descriptors, so C++ writes to stderr count too).

def raises_naming(capfd, parameter, call, reason=None):
    with pytest.raises(cdna4pipe.MLIRError) as info:
        call()
    text = str(info.value)
    assert parameter in text, text
    if reason:
        assert re.search(reason, text), text
    # No command-line wording, no temporary file.
    assert "--" not in text and "/tmp" not in text and ".hsaco" not in text, \
        text
    out, err = capfd.readouterr()
    assert err == "", err
    return text


@pytest.mark.parametrize("option,value,reason", [
    ("num_stages", 9, r"num_stages=9 is out of range \(1 leaves"),
    ("interleave_stages", 0, r"interleave_stages must be at least 1"),
    ("wait_granularity", "tile", r"unknown wait_granularity 'tile'"),
    ("prefetch", 3, r"unknown prefetch '3' \(auto, 1 or 2\)"),
    ("decomposition", "diagonal", r"unknown decomposition 'diagonal'"),
    ("schedule", "zigzag", r"unknown schedule 'zigzag' \(auto, default or pingpong\)"),
    ("input_level", 7, r"unknown input_level '7'"),
    ("copy_kind", "vgpr", r"unknown copy_kind 'vgpr' \(buffer or global\)"),
    ("barrier", "none", r"unknown barrier 'none' \(bare or fenced\)"),
    ("opt_level", 4, r"opt_level=4 is out of range \(0..3\)"),
])
def test_option_errors_name_the_argument(capfd, default_kernel, option, value,
                                         reason):
    raises_naming(capfd, option,
                  lambda: cdna4pipe.compile(default_kernel, **{option: value}),
                  reason)


@pytest.mark.parametrize("call,parameter,reason", [
    (lambda k: cdna4pipe.compile(k, num_stages=-1), "num_stages",
     "must be at least 0"),
    (lambda k: cdna4pipe.compile(k, num_stages="2"), "num_stages",
     "expected an integer"),
    (lambda k: cdna4pipe.compile(k, opt_level=2.5), "opt_level",
     "expected an integer"),
    (lambda k: cdna4pipe.compile(k, verify_schedule="yes"), "verify_schedule",
     "expected True or False"),
    (lambda k: cdna4pipe.compile(k, copy_kind=1), "copy_kind",
     "expected a string"),
    (lambda k: cdna4pipe.compile(None), "text", "expected a string"),
    (lambda k: cdna4pipe.gemm_kernel(m=-8), "m", "must be at least 1"),
    (lambda k: cdna4pipe.gemm_kernel(tile=(128, 128)), "tile",
     "three integers"),
    (lambda k: cdna4pipe.gemm_kernel(dtype="f64"), "dtype", "f64"),
    (lambda k: cdna4pipe.verify_schedule(k, unroll=-1), "unroll",
     "must be at least 0"),
    (lambda k: cdna4pipe.simulate(k, gemm=(512, 512)), "gemm",
     "three integers"),
    (lambda k: cdna4pipe.simulate(k, gemm=(8192, 8192, 8192), seed=-1),
     "seed", "must be at least 0"),
    (lambda k: cdna4pipe.perf("", latency=-5), "latency", "must be at least 1"),
    (lambda k: cdna4pipe.perf("", tile="256x256"), "tile", "BMxBNxBK"),
])
def test_mistyped_or_negative_arguments(capfd, default_kernel, call,
                                        parameter, reason):
    raises_naming(capfd, parameter, lambda: call(default_kernel), reason)


def test_sm90a_compile_names_no_temporary_file(capfd, default_kernel):
    # A gfx950 kernel is no sm_90a kernel: the pipeline's error, no path.
    raises_naming(capfd, "error", lambda: cdna4pipe.compile(
        default_kernel, arch="sm_90a"))
    # The Hopper kernel compiles to PTX, returned as the assembly.
    hopper = cdna4pipe.gemm_kernel(m=256, n=256, k=256, tile=(128, 128, 64),
                                   target="sm90a")
    out = cdna4pipe.compile(hopper, arch="sm_90a")
    assert ".target sm_90a" in out["asm"] and "hsaco" not in out


def test_sm90a_ws_kernel_names_num_stages(capfd):
    # The warp-specialised kernel (the sm90a default, 4 slots at this tile)
    # carries its own pipeline: another slot count is an error in Python's
    # spelling of the option.
    hopper = cdna4pipe.gemm_kernel(m=256, n=256, k=256, tile=(128, 128, 64),
                                   target="sm90a")
    raises_naming(capfd, "num_stages=3", lambda: cdna4pipe.compile(
        hopper, arch="sm_90a", num_stages=3),
        "carries its own 4-slot pipeline .*; leave num_stages out or give 4")


def test_run_passes_bad_pass_option(capfd, default_kernel):
    raises_naming(capfd, "num-stages", lambda: cdna4pipe.run_passes(
        default_kernel, "cdna4pipe-software-pipeline{num-stages=two}"),
        "two")
    raises_naming(capfd, "schedule", lambda: cdna4pipe.run_passes(
        default_kernel, "cdna4pipe-to-gfx950{schedule=zigzag}"),
        "could not build the pipeline: unknown schedule 'zigzag'")


def test_simulate_rejects_what_the_kernel_is_not(capfd, kernel_512):
    _, lowered = kernel_512
    raises_naming(capfd, "blocks", lambda: cdna4pipe.simulate(
        lowered, gemm=(512, 512, 512), blocks=-1),
        "workgroup count must be positive")
    raises_naming(capfd, "blocks", lambda: cdna4pipe.simulate(
        lowered, gemm=(512, 512, 512), blocks="0,x"))
    raises_naming(capfd, "tile", lambda: cdna4pipe.simulate(
        lowered, gemm=(512, 512, 512), tile=(64, 64, 64)),
        r"tile=\(64, 64, 64\) does not match the kernel's tile "
        r"\(128, 128, 64\)")
    raises_naming(capfd, "gemm", lambda: cdna4pipe.simulate(
        lowered, gemm=(1024, 512, 512)),
        r"does not match the kernel's problem \(512, 512, 512\)")


def test_verify_schedule_on_a_plain_kernel(capfd, default_kernel):
    raises_naming(capfd, "text", lambda: cdna4pipe.verify_schedule(
        default_kernel), "no function holds cdna4pipe ops")


def test_perf_on_a_fully_unrolled_loop(capfd):
    # K = 2 tiles: LLVM unrolls the pipelined loop away.
    small = cdna4pipe.gemm_kernel(m=256, n=256, k=128, tile=(128, 128, 64),
                                  waves=4)
    asm = cdna4pipe.compile(small)["asm"]
    capfd.readouterr()
    raises_naming(capfd, "asm", lambda: cdna4pipe.perf(asm),
                  "has no loop.*unrolls a K-loop of few iterations fully")


# --- One module, one truth: the code object is the returned assembly.

def _tool(name):
    for candidate in (name + "-22", name, "/usr/lib/llvm-22/bin/" + name):
        found = shutil.which(candidate)
        if found:
            return found
    pytest.skip(name + " not found")


def _asm_instructions(asm):
    """The instructions of the kernels in gfx950 assembly (from a kernel's
    label to its .Lfunc_end), comments dropped."""
    out, inside = [], False
    for raw in asm.splitlines():
        line = raw.split(";")[0].strip()
        if line.startswith(".amdgpu_metadata"):
            break
        if re.fullmatch(r"[A-Za-z_][\w.]*:", line):
            inside = True
            continue
        if line.startswith(".Lfunc_end"):
            inside = False
        if inside and line and not line.startswith(".") \
                and not line.endswith(":"):
            out.append(line)
    return out


def _objdump_instructions(objdump):
    """The instructions llvm-objdump -d prints, without the s_nop padding
    after the last kernel (s_code_end)."""
    out = [line.split("//")[0].strip() for line in objdump.splitlines()
           if line.startswith("\t")]
    while out and out[-1] in ("s_nop 0", "s_code_end"):
        out.pop()
    return out


def _normalize(insts):
    # Branch targets are labels in the assembly and addresses (or <L0>) in
    # the disassembly; spacing differs.
    return [re.sub(r"\s+", " ", re.sub(r"^(s_c?branch\w*) .*", r"\1", i))
            for i in insts]


def test_object_is_the_returned_assembly(compiled, tmp_path):
    hsaco = tmp_path / "k.hsaco"
    hsaco.write_bytes(compiled["hsaco"])
    objdump = subprocess.run(
        [_tool("llvm-objdump"), "-d", "--mcpu=gfx950", str(hsaco)],
        check=True, capture_output=True, text=True).stdout
    from_asm = _normalize(_asm_instructions(compiled["asm"]))
    from_obj = _normalize(_objdump_instructions(objdump))
    assert len(from_asm) > 500
    assert from_asm == from_obj
    # The report's modeled cycles are cdna4-perf's on the code object.
    perf_bin = os.path.join(os.environ.get("CDNA4PIPE_BIN", ""), "cdna4-perf")
    if not os.path.exists(perf_bin):
        pytest.skip("cdna4-perf not built")
    # A sanitized build preloads the sanitizer runtime into this interpreter
    # (python/CMakeLists.txt); the tool links its own, so it runs without.
    env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    modeled = subprocess.run([perf_bin, str(hsaco)], check=True,
                             capture_output=True, text=True, env=env).stdout
    cycles = re.search(r"modeled \(cdna4-perf, latency \d+\): (\d+) "
                       r"cycles/iteration", compiled["report_text"]).group(1)
    assert re.search(r"cycles per iteration: %s\b" % cycles, modeled), modeled
