#!/usr/bin/env bash
# In-flight windows of the main loop's copies (issue 11): for each
# buffer_load ... lds of the gfx950 main loop, the MFMAs the wave runs before
# the s_waitcnt vmcnt(N) that forces it (cdna4-compile --report, read off the
# final assembly). One row per kernel and schedule, the schedules of a
# kernel side by side; with the loop's vmcnt waits and VGPR+AGPR.
#
# Then, with cdna4-perf (docs/PerfModel.md), the modeled cycles per
# main-loop iteration of every kernel before (prefetch=1, k-major) and after
# (the default, auto) at global latencies L = 500, 1000, 2000 cycles.
#
#   bench/windows.sh [BUILD_DIR]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-compile
gen="$bin/cdna4-gemm-gen"
compile="$bin/cdna4-compile"

# name | generator flags | cdna4-compile flags
kernels=(
  "256x256x64/8w/2slot||--num-stages 2"
  "128x128x64/4w/2slot|--tile=128x128x64 --waves=4|--num-stages 2"
  "128x128x64/4w/3slot|--tile=128x128x64 --waves=4|--num-stages 3"
  "256x128x64/8w/2slot|--tile=256x128x64|--num-stages 2"
  "256x128x64/8w/3slot|--tile=256x128x64|--num-stages 3"
)
# schedule name | extra cdna4-compile flags: the seed's one wait per K-tile;
# per-stage waits with every copy one slot ahead (the state before issue
# 11); the default (prefetch=auto decomposition=auto: the candidate with
# the best windows, named by the remark of choice-remark).
schedules=(
  "iteration|--wait-granularity=iteration"
  "prefetch=1|--prefetch=1 --decomposition=k-major"
  "auto|"
)

field() { sed -n "s/^ *$1: //p" "$2" | head -1; }

printf '%-20s %-10s %-34s %5s %6s  %s\n' kernel schedule \
  "copy windows (MFMAs, issue order)" min mean "loop vmcnt waits | vgpr+agpr"
i=0
for entry in "${kernels[@]}"; do
  IFS='|' read -r name genflags flags <<<"$entry"
  kernel="$out/k$i.mlir"
  # shellcheck disable=SC2086
  "$gen" $genflags -o "$kernel"
  for sched in "${schedules[@]}"; do
    IFS='|' read -r sname sflags <<<"$sched"
    rep="$out/r$i.txt"
    # shellcheck disable=SC2086
    if ! "$compile" "$kernel" --arch gfx950 $flags $sflags --report \
      >"$rep" 2>"$out/err" ||
      ! "$compile" "$kernel" --arch gfx950 $flags $sflags \
        -o "$out/k$i.$sname.s" 2>"$out/err"; then
      printf '%-20s %-10s %s\n' "$name" "$sname" "failed: $(head -1 "$out/err")"
      continue
    fi
    w="$(field 'copy windows (mfma)' "$rep")"
    list="${w%% (*}"
    min="$(sed -n 's/.*(min \([0-9]*\),.*/\1/p' <<<"$w")"
    mean="$(sed -n 's/.*mean \([0-9.]*\)).*/\1/p' <<<"$w")"
    vm="$(field 's_waitcnt vmcnt' "$rep")"
    regs="$(field 'vgpr+agpr' "$rep")"
    printf '%-20s %-10s %-34s %5s %6s  %s | %s\n' "$name" "$sname" "$list" \
      "${min:--}" "${mean:--}" "${vm#* }" "$regs"
  done
  i=$((i + 1))
done

perf="$bin/cdna4-perf"
[ -x "$perf" ] || { echo "(cdna4-perf not built: no modeled cycles)"; exit 0; }
echo
echo "modeled cycles per main-loop iteration (cdna4-perf --sweep; L = global"
echo "load latency in cycles): before (prefetch=1) | after (auto)"
printf '%-20s %15s %15s %15s\n' kernel "L=500" "L=1000" "L=2000"
i=0
for entry in "${kernels[@]}"; do
  IFS='|' read -r name _ _ <<<"$entry"
  row="$(printf '%-20s' "$name")"
  for s in prefetch=1 auto; do
    "$perf" "$out/k$i.$s.s" --sweep 500,1000,2000 >"$out/p$i.$s.txt"
  done
  for l in 500 1000 2000; do
    b="$(awk -v l=$l '$1 == l { print $2 }' "$out/p$i.prefetch=1.txt")"
    a="$(awk -v l=$l '$1 == l { print $2 }' "$out/p$i.auto.txt")"
    row="$row $(printf '%15s' "$b | $a")"
  done
  echo "$row"
  i=$((i + 1))
done
