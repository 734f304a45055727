#!/usr/bin/env bash
# The C stores at the edges of a GEMM (M, N not multiples of the tile),
# written the ways a front end writes them (test/FrontEnd/Inputs/
# frontend_gemm.py --edges --store ...), compiled by cdna4-compile for
# gfx950: what each costs in the final assembly, side by side. Every
# kernel has the same main loop (the same --report); only the stores
# differ. Columns: the C store instructions by opcode, the scalar branches
# and exec-mask saves (llvm.intr.masked.store scalarises into one
# s_and_saveexec + s_cbranch per element), the v_cndmask selects, and the
# instructions of the whole kernel; then cdna4-sim's verdict on every
# workgroup of the partial tiles under every timing policy.
#
#   bench/stores.sh [BUILD_DIR]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-compile cdna4-sim
compile="$bin/cdna4-compile"
sim="$bin/cdna4-sim"
fe="$root/test/FrontEnd/Inputs/frontend_gemm.py"

# The column mask of --store vector written so that cdna4pipe-normalize
# cannot prove it a bounds check, not(col + lane >= N): the store stays
# llvm.intr.masked.store (what every multi-element masked store was before).
hide='s/^\( *\)\(%m[0-9]*\) = arith.cmpi slt, \(.*\) : vector<4xindex>$/\1\2_ge = arith.cmpi sge, \3 : vector<4xindex>\n\1\2_t = arith.constant dense<true> : vector<4xi1>\n\1\2 = arith.xori \2_ge, \2_t : vector<4xi1>/'

# name | --store | N | sed the kernel
forms=(
  "scf.if per element|guarded|129|"
  "maskedstore 1 elem|masked|129|"
  "masked.store (kept)|vector|129|hide"
  "maskedstore 4 elem|vector|129|"
  "transfer_write|transfer|129|"
  "masked.store (kept)|vector|130|hide"
  "maskedstore 4 elem|vector|130|"
  "transfer_write|transfer|130|"
  "masked.store (kept)|vector|136|hide"
  "maskedstore 4 elem|vector|136|"
  "transfer_write|transfer|136|"
)

count() { grep -cE "^\s($1)" "$2" || true; }
printf '%-20s | %3s | %-50s | %7s | %8s | %8s | %5s | %s\n' "C store form" N \
  "C stores" s_cbranch saveexec v_cndmask insts "cdna4-sim, 9 policies"
for entry in "${forms[@]}"; do
  IFS='|' read -r name store n edit <<<"$entry"
  for k in 4040 200; do
    python3 "$fe" --edges --store "$store" -m 257 -n "$n" -k $k >"$out/k$k.mlir"
    [ -z "$edit" ] || sed -i "$hide" "$out/k$k.mlir"
  done
  "$compile" "$out/k4040.mlir" --arch gfx950 --schedule default -o "$out/k.s" \
    2>"$out/err"
  stores=$(grep -oE '^\s(buffer|global)_store_[a-z0-9_]+' "$out/k.s" |
    sort | uniq -c | awk '{ printf "%s%d %s", (NR > 1 ? ", " : ""), $1, $2 }')
  insts=$(grep -cE '^\s[a-z]' "$out/k.s")
  "$compile" "$out/k200.mlir" --arch gfx950 --schedule default \
    -o "$out/l4.mlir" 2>/dev/null
  v=$("$sim" "$out/l4.mlir" --gemm "257,$n,200" --tile 128x128x64 \
    --blocks all --policy all 2>&1 |
    grep -m1 -E '^PASS|^FAIL' | cut -d: -f1 || echo "no verdict")
  printf '%-20s | %3s | %-50s | %7s | %8s | %8s | %5s | %s\n' "$name" "$n" \
    "$stores" "$(count s_cbranch "$out/k.s")" \
    "$(count s_and_saveexec "$out/k.s")" "$(count v_cndmask "$out/k.s")" \
    "$insts" "$v"
done
