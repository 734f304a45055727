#!/usr/bin/env bash
# Compiles cdna4pipe's sm90a GEMM kernels to PTX (no GPU, no CUDA toolkit:
# Debian's LLVM) and writes OUT/manifest.json for bench/h100/runner.py.
#
# Usage: bench/h100/build.sh OUT [SIZES] [STAGES] [TILES]
#   SIZES  problem sizes M=N=K   (default "4096 8192")
#   STAGES software-pipeline depths (default "1 2 3 4")
#   TILES  BMxBN tiles, BK is 64 (default "128x128 128x256")
# Environment (one variant per build; the runner takes several manifests):
#   SCHEDULE       cdna4-gemm-gen --schedule: ws-persistent (default; STAGES
#                  are the generator's --stages) or pipelined (STAGES are
#                  the pipeliner's --num-stages)
#   GEN_FLAGS      extra cdna4-gemm-gen flags (e.g. "--group-m 8",
#                  "--c-dtype bf16")
#   COMPILE_FLAGS  extra cdna4-compile flags
#   PIPELINE_FLAGS extra cdna4pipe-software-pipeline options (e.g.
#                  "keep-mma-in-flight=0", the self-waiting schedule): the
#                  kernel is pipelined by cdna4-opt, then lowered by
#                  cdna4-compile --num-stages 1
#   LABEL          the variant's name in the runner's table (default: the
#                  flags, or "default")
set -euo pipefail
out=${1:?usage: build.sh OUT [SIZES] [STAGES] [TILES]}
sizes=${2:-4096 8192}
stages=${3:-1 2 3 4}
tiles=${4:-128x128 128x256}
here=$(cd "$(dirname "$0")/../.." && pwd)
bin=${CDNA4PIPE_BIN:-$here/build/bin}
schedule=${SCHEDULE:-ws-persistent}
gen_flags=${GEN_FLAGS:-}
compile_flags=${COMPILE_FLAGS:-}
pipeline_flags=${PIPELINE_FLAGS:-}
label=${LABEL:-$(echo "$schedule $gen_flags $compile_flags $pipeline_flags" | xargs)}
label=${label:-default}
mkdir -p "$out"
entries=()
for s in $sizes; do
  for t in $tiles; do
    bm=${t%x*}; bn=${t#*x}
    for st in $stages; do
      name="s${s}_t${t}_st${st}"
      # The ws-persistent kernel makes its own slots (--stages); the
      # pipelined one gets them from the pipeliner.
      slots=""
      [ "$schedule" = ws-persistent ] && slots="--stages $st"
      "$bin/cdna4-gemm-gen" --target sm90a --m "$s" --n "$s" --k "$s" \
        --tile "${t}x64" --schedule "$schedule" $slots $gen_flags \
        -o "$out/$name.mlir"
      # Launch size and block size as the pipeliner and generator recorded
      # them on the gpu.func.
      attrs=$("$bin/cdna4-opt" "$out/$name.mlir" \
        --cdna4pipe-software-pipeline="num-stages=$st $pipeline_flags")
      if [ -n "$pipeline_flags" ]; then
        echo "$attrs" > "$out/$name.mlir"
        "$bin/cdna4-compile" "$out/$name.mlir" --arch sm_90a \
          --num-stages 1 $compile_flags -o "$out/$name.ptx"
      else
        "$bin/cdna4-compile" "$out/$name.mlir" --arch sm_90a \
          --num-stages "$st" $compile_flags -o "$out/$name.ptx"
      fi
      smem=$(grep -o 'cdna4pipe.dynamic_shared_bytes = [0-9]*' <<<"$attrs" | grep -o '[0-9]*$')
      threads=$(grep -o 'known_block_size = array<i32: [0-9]*' <<<"$attrs" | grep -o '[0-9]*$')
      grid=$(grep -o 'known_grid_size = array<i32: [0-9, ]*' <<<"$attrs" | grep -o '[0-9]*, [0-9]*' | head -1)
      cdt=$(grep -o 'c_dtype = "[a-z0-9]*"' <<<"$attrs" | head -1 | grep -o '"[a-z0-9]*"')
      epi=$(grep -o 'epilogue = "[a-z]*"' <<<"$attrs" | head -1 | grep -o '"[a-z]*"' || echo '"registers"')
      entries+=("{\"name\": \"${t}x64\", \"ptx\": \"$name.ptx\", \"m\": $s, \"n\": $s, \"k\": $s, \"tile_m\": $bm, \"tile_n\": $bn, \"tile_k\": 64, \"stages\": $st, \"threads\": $threads, \"smem\": $smem, \"grid\": [$grid], \"c_dtype\": $cdt, \"epilogue\": $epi, \"label\": \"$label\"}")
      rm "$out/$name.mlir"
    done
  done
done
(IFS=,; echo "{\"kernels\": [${entries[*]}]}") > "$out/manifest.json"
echo "wrote $(ls "$out"/*.ptx | wc -l) kernels and $out/manifest.json"
