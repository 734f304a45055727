#!/usr/bin/env bash
# Times cdna4-gemm-gen on the default kernel and on a kernel with a 4x larger
# tile in K, plus the upstream lowering of each to gfx950 assembly.
#
# The 4x-K variant of the default (256x256x256) needs 256 KiB of LDS, over
# gfx950's 160 KiB, so the closest legal one halves M and N instead:
# 128x128x256 (128 KiB, like the default 256x256x64 x2 buffers), 8 waves.
# The 128x128x64 / 128x128x256 pair with 4 waves is timed as well.
#
# Usage: bench/gen.sh [BUILD_DIR] [REPEATS]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-opt
REPS=${2:-20}
GEN=$bin/cdna4-gemm-gen
OPT=$bin/cdna4-opt
TMP=$out

# median milliseconds of REPS runs of "$@"
time_ms() { time_runs "$REPS" "$@" | cut -d' ' -f2; }

printf '%-32s %8s %8s %6s %6s %6s %10s %12s\n' kernel gen_ms lower_ms G2S S2R MFMA ir_lines isa_to_gfx950
run() {
  local name=$1; shift
  local out=$TMP/$name.mlir
  "$GEN" "$@" -o "$out"
  local g s m lines gen lower
  g=$(grep -c 'amdgpu.gather_to_lds' "$out")
  s=$(grep 'vector.load' "$out" | grep -c 'address_space<workgroup>')
  m=$(grep -c 'amdgpu.mfma' "$out")
  lines=$(wc -l < "$out")
  gen=$(time_ms "$GEN" "$@")
  local pipeline=(--convert-scf-to-cf
    "--convert-gpu-to-rocdl=chipset=gfx950 use-bare-ptr-memref-call-conv=true"
    --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa)
  local ok=no
  "$OPT" "$out" "${pipeline[@]}" | grep -q 'v_mfma_f32_16x16x32' && ok=yes
  lower=$(REPS=$(( REPS < 5 ? REPS : 5 )) time_ms "$OPT" "$out" "${pipeline[@]}")
  printf '%-32s %8s %8s %6s %6s %6s %10s %12s\n' "$name" "$gen" "$lower" "$g" "$s" "$m" "$lines" "$ok"
}

run default_256x256x64_w8
run k4x_128x128x256_w8 --tile 128x128x256 --waves 8
run tile_128x128x64_w4 --tile 128x128x64 --waves 4
run k4x_128x128x256_w4 --tile 128x128x256 --waves 4
echo "(gen_ms: generator wall time incl. process start, median of $REPS;"
echo " lower_ms: upstream lowering to gfx950 ISA; counts are per wave per K-tile)"
