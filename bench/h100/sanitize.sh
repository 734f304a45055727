#!/usr/bin/env bash
# The second, independent check of the Hopper schedules (docs/Hopper.md,
# "Sanitizer runs"): each pipelined kernel and one planted bug per verifier
# rule, run on the H100 plainly (result checked exactly), under
# compute-sanitizer --tool racecheck and under --tool synccheck, with the
# schedule verifier's verdict next to them.
#
# Here (no GPU):  bench/h100/sanitize.sh build OUT
#   compiles the kernels (M=N=256, K=512, 128x128x64 tiles unless noted) to
#   OUT/*.ptx with cdna4-compile (--verify-schedule=false for the planted
#   bugs): the pipelined kernels (cdna4pipe-software-pipeline) and the
#   warp-specialised persistent ones (`ws`: --schedule ws-persistent on a
#   grid of 2 blocks, 2 tiles each), writes OUT/<name>.json (bench/h100/sanitize.py's input) and
#   OUT/<name>.verifier (the verifier's first error, or "accepted"), and
#   copies sanitize.py and this script into OUT.
# On the H100:    bash OUT/sanitize.sh run OUT
#   runs every kernel three ways (in parallel, each under `timeout`: a
#   planted deadlock is killed) into OUT/<name>.<way>.log and prints one
#   table row per kernel, each verdict with its wall time (the process:
#   CUDA context, upload, one launch, check; 16 run at once); `sanitize.sh table OUT` prints it again from the
#   logs (e.g. here, after fetching them).
set -euo pipefail
mode=${1:?usage: sanitize.sh build|run|table OUT}
out=${2:?usage: sanitize.sh build|run|table OUT}
here=$(cd "$(dirname "$0")" && pwd)

build() {
  local root bin
  root=$(cd "$here/../.." && pwd)
  bin=${CDNA4PIPE_BIN:-$root/build/bin}
  mkdir -p "$out"
  local m=256 n=256 k=512
  # name tile stages pipeline-options planted-bug
  local kernels=(
    "st1 128x128 1 - -" "st2 128x128 2 - -" "st3 128x128 3 - -"
    "st4 128x128 4 - -" "st3-256 128x256 3 - -"
    "st2-self 128x128 2 keep-mma-in-flight=0 -"
    "st3-empty 128x128 3 empty-barriers=1 -"
    "bug-parity 128x128 2 - parity-not-flipped"
    "bug-no-release 128x128 2 - no-release"
    "bug-expect-all 128x128 2 - expect-every-thread"
    "bug-copy-all 128x128 2 - copy-every-thread"
    "bug-leader-wait 128x128 2 - leader-only-wait"
    "bug-init-count 128x128 2 - init-count-2"
    "bug-init-late 128x128 2 - init-after-barrier"
    "bug-half-refill 128x128 2 - half-refill"
    "bug-no-wait0 128x128 2 - no-wait-group-0"
    "bug-release-one 128x128 3 empty-barriers=1 release-one-thread"
    "bug-release-early 128x128 3 empty-barriers=1 release-before-retire"
    "ws2 128x128 2 ws -" "ws3 128x128 3 ws -" "ws4 128x128 4 ws -"
    "ws3-1wg 64x128 3 ws -"
    "bug-ws-wrong-slot 128x128 3 ws ws-wrong-slot"
    "bug-ws-release-early 128x128 3 ws ws-release-early"
    "bug-ws-empty-count 128x128 3 ws ws-empty-count-1"
  )
  for entry in "${kernels[@]}"; do
    read -r name tile st opts bug <<<"$entry"
    [ "$opts" = - ] && opts=
    local bm=${tile%x*} bn=${tile#*x}
    if [ "$opts" = ws ]; then
      # The warp-specialised kernel carries its own pipeline.
      "$bin/cdna4-gemm-gen" --target sm90a --schedule ws-persistent --m $m --n $n \
        --k $k --tile "${tile}x64" --stages "$st" --sms 2 -o "$out/$name.mlir"
    else
      "$bin/cdna4-gemm-gen" --target sm90a --schedule pipelined --m $m --n $n --k $k \
        --tile "${tile}x64" -o "$out/$name.l0.mlir"
      # The pipelined kernel in the generic form (plant_sm90.py's input),
      # then the planted bug.
      "$bin/cdna4-opt" "$out/$name.l0.mlir" --mlir-print-op-generic \
        --cdna4pipe-software-pipeline="num-stages=$st $opts" -o "$out/$name.mlir"
      rm "$out/$name.l0.mlir"
    fi
    if [ "$bug" != - ]; then
      python3 "$here/plant_sm90.py" "$bug" <"$out/$name.mlir" >"$out/$name.p.mlir"
      mv "$out/$name.p.mlir" "$out/$name.mlir"
    fi
    if "$bin/cdna4-opt" "$out/$name.mlir" --cdna4pipe-verify-schedule \
        -o /dev/null 2>"$out/$name.err"; then
      echo accepted >"$out/$name.verifier"
    else
      grep -m1 'error:' "$out/$name.err" | sed 's/.*(sm90a): //' >"$out/$name.verifier"
    fi
    local stages=(--num-stages 1) grid=
    [ "$opts" != ws ] || stages=()
    "$bin/cdna4-compile" "$out/$name.mlir" --arch sm_90a "${stages[@]}" \
      --verify-schedule=false -o "$out/$name.ptx"
    local smem threads
    smem=$(grep -o 'cdna4pipe.dynamic_shared_bytes = [0-9]*' "$out/$name.mlir" | grep -o '[0-9]*$')
    threads=$(grep -o 'known_block_size = array<i32: [0-9]*' "$out/$name.mlir" | grep -o '[0-9]*$')
    [ "$opts" != ws ] || grid=", \"grid\": [$(grep -o 'known_grid_size = array<i32: [0-9]*' "$out/$name.mlir" | grep -o '[0-9]*$')]"
    echo "{\"ptx\": \"$name.ptx\", \"m\": $m, \"n\": $n, \"k\": $k, \"tile_m\": $bm, \"tile_n\": $bn, \"tile_k\": 64, \"threads\": $threads, \"smem\": $smem$grid}" >"$out/$name.json"
    rm "$out/$name.err"
  done
  cp "$here/sanitize.py" "$here/sanitize.sh" "$out/"
  echo "built $(ls "$out"/*.ptx | wc -l) kernels in $out"
}

# One kernel, one way, under `timeout`: OUT/NAME.WAY.log.
one() {
  local name=$1 way=$2 log="$out/$1.$2.log" rc=0 t0
  t0=$(date +%s.%N)
  case $way in
  plain) timeout 20 python3 "$out/sanitize.py" "$out/$name.json" >"$log" 2>&1 || rc=$? ;;
  *) timeout 60 compute-sanitizer --tool "$way" \
       python3 "$out/sanitize.py" "$out/$name.json" >"$log" 2>&1 || rc=$? ;;
  esac
  echo "rc $rc" >>"$log"
  awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "wall %.2f\n", b - a }' >>"$log"
}

# The verdict of one log: the result (ok / WRONG), a CUDA error, the
# sanitizer's summary, or "hang" (killed by timeout: rc 124).
verdict() {
  local log=$1 way=$2 v err
  if grep -q '^rc 124$' "$log"; then
    echo "hang (killed)"
    return
  fi
  err=$(grep -o 'CUDA_ERROR_[A-Z_]*' "$log" | head -1 || true)
  case $way in
  plain) v=$(grep -o 'result: .*' "$log" | sed 's/result: //' || true) ;;
  racecheck)
    v=$(grep -o 'RACECHECK SUMMARY: .*' "$log" | sed 's/.*(\(.*\))/\1/' || true)
    local first
    first=$(grep -m1 -o 'Race reported between [A-Za-z]* access' "$log" || true)
    [ -z "$first" ] || v="$v: $first" ;;
  synccheck)
    v=$(grep -o 'ERROR SUMMARY: [0-9]* errors\?' "$log" | head -1 | sed 's/ERROR SUMMARY: //' || true)
    local first
    first=$(grep -m1 -o 'Barrier error detected\. [^=]*' "$log" || true)
    [ -z "$first" ] || v="$v: $first" ;;
  esac
  [ -z "$err" ] || v="${v:+$v, }$err"
  local wall
  wall=$(grep -o '^wall [0-9.]*' "$log" | awk '{printf "%.1f s", $2}' || true)
  echo "${v:-no result}${wall:+ ($wall)}"
}

table() {
  local names
  names=$(cd "$out" && ls *.json | sed 's/\.json$//')
  echo "| kernel | verifier | plain run | racecheck | synccheck |"
  echo "|---|---|---|---|---|"
  for name in $names; do
    echo "| $name | $(cut -c1-100 "$out/$name.verifier") |" \
      "$(verdict "$out/$name.plain.log" plain) |" \
      "$(verdict "$out/$name.racecheck.log" racecheck) |" \
      "$(verdict "$out/$name.synccheck.log" synccheck) |"
  done
}

run() {
  export -f one
  export out
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  compute-sanitizer --version | tail -1
  (cd "$out" && ls *.json | sed 's/\.json$//') | while read -r name; do
    for way in plain racecheck synccheck; do echo "$name $way"; done
  done | xargs -P 16 -n 2 bash -c 'one "$0" "$1"'
  table
}

case $mode in
build) build ;;
run) run ;;
table) table ;;
*) echo "usage: sanitize.sh build|run|table OUT" >&2; exit 2 ;;
esac
