#!/usr/bin/env bash
# The same GEMM (128x128x64 tile, 4 waves, bf16, XOR-swizzled LDS) written
# by cdna4-gemm-gen and in each front-end form of issue 24
# (test/FrontEnd/Inputs/frontend_gemm.py: one way a Triton-like front end
# writes it differently per row; the last rows with M, N, K that are not
# multiples of the tile: the generator's edges and the masked edges a front
# end writes, per operand layout), all compiled by cdna4-compile: the
# schedule report of the final assembly side by side (copy windows, waits,
# barriers, LDS bytes, the modeled cycles per iteration) and cdna4-sim's
# verdict on the compiled kernel under every timing policy.
#
#   bench/frontend.sh [BUILD_DIR]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-compile cdna4-sim
gen="$bin/cdna4-gemm-gen"
compile="$bin/cdna4-compile"
sim="$bin/cdna4-sim"
fe="$root/test/FrontEnd/Inputs/frontend_gemm.py"

# column name | frontend_gemm.py flags ("gen" = cdna4-gemm-gen, "file" = a
#   hand-written kernel of test/FrontEnd/external/, compiled as it is)
#   [| M,N,K of the report,K of the simulation: default 256,256,4096,256]
forms=(
  "generator|gen"
  "register|"
  "alloc|--lds alloc"
  "global|--lds global"
  "arena|--lds arena"
  "i32 loop|--loop i32"
  "i64 loop|--loop i64"
  "affine|--math affine"
  "transfer|--copy transfer"
  "subview|--subview"
  "lane ids|--ids lane"
  "batched|--batch 2"
  "one acc|--acc one"
  "acc 3-D|--acc one3d"
  "perm acc|--perm-iter"
  "B K x N|--b-kn"
  "gen B KxN|gen --b-layout kn"
  "A K x M|--a-km"
  "gen A KxM|gen --a-layout km"
  "A,B K-row|--a-km --b-kn"
  "gen A,B|gen --a-layout km --b-layout kn"
  "padded|--pad 8"
  "dynamic|--dynamic args"
  "gen dyn|gen --dynamic|257,129,4040,200"
  "dyn masked|--dynamic args --edges|257,129,4048,208"
  "dyn strided|--dynamic args --edges --strides|257,129,4048,208"
  "all|--lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2"
  "edges (gen)|gen|257,129,4040,200"
  "masked edges|--edges|257,129,4040,200"
  "masked transfer|--edges --copy transfer --store masked|257,129,4040,200"
  "gen KxN edges|gen --b-layout kn|257,136,4040,200"
  "masked KxN|--edges --b-kn|257,136,4040,200"
  "gen KxM edges|gen --a-layout km|264,129,4040,200"
  "masked KxM|--edges --a-km|264,129,4040,200"
  "Triton (hand)|file test/FrontEnd/external/triton-dot-b-kn.mlir|257,144,4096,208"
  "gen 200x136|gen|200,136,1032,1032"
  "IREE (hand)|file test/FrontEnd/external/iree-matmul-transpose-b.mlir|200,136,1032,1032"
)

field() { # $1 = report, $2 = key: the value after "key:" or "key (...):"
  awk -v k="$2" '{ sub(/^ +/, "") }
    index($0, k ":") == 1 || index($0, k " (") == 1 {
      sub(/^[^:]*:[ ]*/, ""); print ($0 == "" ? "-" : $0); exit }' "$1"
}
modeled() { grep -oE '[0-9]+ cycles/iteration' "$1" | head -1 | cut -d' ' -f1 || true; }

keys=("lds dma" "ds_read" "ds_write" "mfma" "waits in order" "s_barrier"
      "copy windows" "lds bytes" "scratch bytes")
echo "modeled cycles: cdna4-perf's CU model; its error on the bf16 validation rows of"
echo "bench/calibrate.sh (docs/PerfModel.md): median |error| 3.6%, max 16.6%"
printf '%-10s' "form"
for key in "${keys[@]}"; do printf ' | %s' "$key"; done
printf ' | modeled cycles/iter | cdna4-sim, 9 policies\n'
for entry in "${forms[@]}"; do
  IFS='|' read -r name flags sizes <<<"$entry"
  # The report on a long K loop (256x256x4096: the main loop stays a loop),
  # the simulation on 256x256x256, every workgroup (the edge rows: M, N, K
  # not multiples of the tile, partial tiles in every direction).
  IFS=, read -r m n kr ks <<<"${sizes:-256,256,4096,256}"
  for kk in "$kr" "$ks"; do
    if [ "${flags%% *}" = gen ]; then
      # shellcheck disable=SC2086
      "$gen" --tile=128x128x64 --waves=4 --m "$m" --n "$n" --k "$kk" \
        ${flags#gen} -o "$out/k$kk.mlir"
    elif [ "${flags%% *}" = file ]; then # a hand-written kernel, as it is
      cp "$root/${flags#file }" "$out/k$kk.mlir"
    else
      # shellcheck disable=SC2086
      python3 "$fe" $flags -m "$m" -n "$n" -k "$kk" >"$out/k$kk.mlir"
    fi
  done
  printf '%-10s' "$name"
  if ! "$compile" "$out/k$kr.mlir" --arch gfx950 --report -o "$out/k.s" \
    >"$out/r" 2>&1; then
    printf ' | not compiled: %s\n' "$(grep -m1 -E 'error|remark' "$out/r")"
    continue
  fi
  for key in "${keys[@]}"; do
    v=$(field "$out/r" "$key")
    printf ' | %s' "${v%% (*}" # counts without the per-opcode breakdown
  done
  printf ' | %s' "$(modeled "$out/r")"
  "$compile" "$out/k$ks.mlir" --arch gfx950 -o "$out/l4.mlir" 2>"$out/l4.err"
  # A and B as the kernel stores them (the generator's attribute says it).
  alayout=mk blayout=nk
  case "$flags" in *km*) alayout=km ;; esac
  case "$flags" in *kn*) blayout=kn ;; esac
  v=$("$sim" "$out/l4.mlir" --gemm "$m,$n,$ks" --tile 128x128x64 \
    --a-layout $alayout --b-layout $blayout --blocks all --policy all 2>&1 |
    grep -m1 -E '^PASS|^FAIL' | cut -d: -f1 || echo "no verdict")
  printf ' | %s\n' "$v"
done
