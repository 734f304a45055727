"""pytest suite of the cdna4pipe Python package (run by CTest as
python/pytest; PYTHONPATH=<build>/python_packages)."""

import os

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
    with pytest.raises(cdna4pipe.MLIRError, match="does not divide"):
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
    assert len(loop["sched_fences"]) == 8
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
    with pytest.raises(cdna4pipe.MLIRError, match="unsupported --arch .gfx942."):
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
    # cdna4-compile --report prints the same modeled line.
    assert p["summary"] in compiled["report_text"]
    slower = cdna4pipe.perf(compiled["asm"], latency=4000)
    assert slower["cycles_per_iteration"] > p["cycles_per_iteration"]
    with pytest.raises(cdna4pipe.MLIRError, match="no kernel"):
        cdna4pipe.perf("v_nop\n")
