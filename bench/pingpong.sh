#!/usr/bin/env bash
# Ping-pong (issue 12, docs/PingPong.md) side by side on cdna4-perf's model
# of one gfx950 CU (docs/PerfModel.md): the default 256x256x64 bf16 8-wave
# kernel and the dual-dot kernel (gated MLP / SwiGLU, --dual-b, 256x128x64
# per dot, so the same 256x256 C tile per workgroup), each compiled with the
# default schedule and with --schedule pingpong (2 LDS slots, 4 interleave
# stages, prefetch/decomposition auto), at global latencies L = 1000 and
# 2000 cycles: cycles per main-loop iteration against the MFMA-bound ideal,
# matrix-pipe utilization, TFLOP/s of the steady-state loop and of the whole
# 8192^3 GEMM, top stalls; then what the ISA of each loop holds (barriers,
# fences, priorities, copy waits, registers).
# usage: bench/pingpong.sh [LATENCIES]   (default 1000,2000; BUILD_DIR
#        overrides build/; TIMELINE_DIR=dir also writes each kernel's
#        per-wave SVG timeline at L=1000, KERNEL_SCHEDULE.svg, and prints
#        the MFMA runs on every SIMD's matrix pipe read off it: with
#        ping-pong the SIMD's early and late waves alternate, one cluster
#        each)
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${BUILD_DIR:-}" cdna4-gemm-gen cdna4-compile cdna4-perf
latencies="${1:-1000,2000}"
tmp="$out"

# The MFMA runs on each SIMD's matrix pipe in a cdna4-perf timeline SVG, in
# time order: "SIMD 0: w0x16 w4x16 ..." (wave 0 issued 16 MFMAs back to
# back, then wave 4 16, ...).
mfma_runs() {
  awk '/<g class="wave"/ {
         match($0, /data-wave="[0-9]+"/); w = substr($0, RSTART + 11, RLENGTH - 12)
         match($0, /data-simd="[0-9]+"/); s = substr($0, RSTART + 11, RLENGTH - 12)
         inwave = 1 }
       /<\/g>/ { inwave = 0 }
       inwave && /<rect class="mfma"/ {
         match($0, /x="[0-9.]+"/); print s, substr($0, RSTART + 3, RLENGTH - 4), w }' "$1" |
    sort -k1,1n -k2,2g |
    awk 'function flush() { if (started) print line " w" w "x" n }
         !started || $1 != s { flush(); started = 1; s = $1; line = "  SIMD " s ":"; w = $3; n = 0 }
         $3 != w { line = line " w" w "x" n; w = $3; n = 0 }
         { n++ }
         END { flush() }'
}

"$bin/cdna4-gemm-gen" -o "$tmp/default.mlir"
"$bin/cdna4-gemm-gen" --dual-b --tile 256x128x64 -o "$tmp/dual.mlir"
kernels=()
for k in default dual; do
  for s in default pingpong; do
    name="${k}_$s"
    "$bin/cdna4-compile" "$tmp/$k.mlir" --arch gfx950 --num-stages 2 \
      --schedule "$s" -o "$tmp/$name.s"
    "$bin/cdna4-compile" "$tmp/$k.mlir" --arch gfx950 --num-stages 2 \
      --schedule "$s" --report > "$tmp/$name.report"
    # Both kernels compute a 256x256 C tile per workgroup.
    "$bin/cdna4-perf" "$tmp/$name.s" --sweep "$latencies" \
      --gemm 8192,8192,8192 --tile 256x256x64 > "$tmp/$name.txt"
    if [ -n "${TIMELINE_DIR:-}" ]; then
      mkdir -p "$TIMELINE_DIR"
      "$bin/cdna4-perf" "$tmp/$name.s" --latency 1000 \
        --timeline "$TIMELINE_DIR/$name.svg" > /dev/null
    fi
    kernels+=("$name")
  done
done

echo "GEMM 8192^3 bf16 (dual: C1 = A*B1^T, C2 = A*B2^T, 8192x4096 each),"
echo "MI355X model (256 CUs, 2.4 GHz), 2 LDS slots, 4 interleave stages"
printf '\n%-17s %6s %11s %6s %6s %8s %8s  %s\n' kernel L cycles/iter ideal \
  util "loop TF" "gemm TF" "top stalls"
IFS=, read -ra ls <<< "$latencies"
for l in "${ls[@]}"; do
  for name in "${kernels[@]}"; do
    sweep_row "$name" "$l" "$tmp/$name.txt"
  done
done

# Per main-loop iteration, from cdna4-compile --report (read off the ISA).
printf '\n%-17s %9s %8s %9s %18s %10s %7s\n' kernel s_barrier fences \
  s_setprio "vmcnt waits" vgpr+agpr scratch
for name in "${kernels[@]}"; do
  r="$tmp/$name.report"
  bar=$(awk '/^    s_barrier:/ { print $2 }' "$r")
  fence=$(awk -F'[()]' '/^    sched_barrier:/ { print $(NF-1) }' "$r")
  prio=$(awk -F'[()]' '/^    s_setprio:/ { print $(NF-1) }' "$r")
  vm=$(awk -F'[][]' '/^    s_waitcnt vmcnt:/ { print $2 }' "$r" |
    sed 's/ lgkmcnt(0)//g; s/, /,/g')
  regs=$(awk '/^  vgpr\+agpr:/ { print $2 }' "$r")
  scratch=$(awk '/^  scratch bytes:/ { print $3 }' "$r")
  printf '%-17s %9s %8s %9s %18s %10s %7s\n' "$name" "$bar" "$fence" "$prio" \
    "$vm" "$regs" "$scratch"
done

# How many clusters: the interleave's stages are the ping-pong clusters
# (2: Triton's Two PP Clusters, 4: Four, 8: twice as many barriers).
printf '\ncycles/iter at L=1000 by interleave stages (clusters of MFMAs per K-tile):\n'
printf '%-17s %8s %8s %8s\n' kernel 2 4 8
for k in default dual; do
  for s in default pingpong; do
    row=""
    for st in 2 4 8; do
      "$bin/cdna4-compile" "$tmp/$k.mlir" --arch gfx950 --num-stages 2 \
        --interleave-stages "$st" --schedule "$s" -o "$tmp/st.s"
      c=$("$bin/cdna4-perf" "$tmp/st.s" --sweep 1000 | awk '$1 == 1000 { print $2 }')
      row="$row $(printf '%8s' "$c")"
    done
    printf '%-17s%s\n' "${k}_$s" "$row"
  done
done

# The ping-pong lines of the report: conditional barriers (side of the
# loop, predicate traced off the ISA) and the loop's clusters.
for name in default_pingpong dual_pingpong; do
  echo
  echo "$name:"
  sed -n '/^  conditional barriers:/,/^  vgpr:/p' "$tmp/$name.report" | sed '$d'
done

if [ -n "${TIMELINE_DIR:-}" ]; then
  echo
  echo "MFMA runs on each SIMD's matrix pipe, two steady-state iterations at"
  echo "L=1000 (wWxN: wave W issued N MFMAs back to back), from the timelines:"
  for name in "${kernels[@]}"; do
    echo "$name:"
    mfma_runs "$TIMELINE_DIR/$name.svg"
  done
fi
