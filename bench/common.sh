# bench/common.sh: sourced by the bench scripts (not run on its own).
#
#   bench_init BUILD_DIR TOOL...   sets $root (the checkout), $build, $bin
#                                  and $out (a temporary directory removed
#                                  on exit); fails naming a TOOL not built.
#   time_runs N CMD...             runs CMD N times (output discarded) and
#                                  prints "BEST MEDIAN" wall milliseconds.
#   sweep_row NAME L FILE [WIDTH]  the row for latency L of a saved
#                                  `cdna4-perf --sweep` output, led by NAME.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

bench_init() {
  build="${1:-$root/build}"
  shift
  bin="$build/bin"
  local tool
  for tool in "$@"; do
    [ -x "$bin/$tool" ] || { echo "error: $bin/$tool not built" >&2; exit 1; }
  done
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
}

time_runs() {
  local n=$1 i t0 t1
  shift
  local times=()
  for ((i = 0; i < n; i++)); do
    t0=$(date +%s%N)
    "$@" >/dev/null
    t1=$(date +%s%N)
    times+=($(((t1 - t0) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n |
    awk '{ t[NR] = $1 } END { printf "%.2f %.2f\n", t[1] / 1000,
                                     t[int((NR + 1) / 2)] / 1000 }'
}

sweep_row() {
  awk -v name="$1" -v l="$2" -v w="${4:-17}" '
    $1 == l && NF >= 6 {
      stalls = ""; for (i = 7; i <= NF; ++i) stalls = stalls " " $i
      printf("%-" w "s %6s %11s %6s %6s %8s %8s%s\n", name, $1, $2, $3, $4,
             $5, $6, stalls)
    }' "$3"
}

# aiter_file AITER PATH OUT: copies PATH from a ROCm/aiter checkout or bare
# mirror (never committed: AITER's code objects are read where they are);
# fails (set -e stops the script) when neither has it.
aiter_file() {
  if [ -f "$1/$2" ]; then
    cp "$1/$2" "$3"
  elif git --git-dir "$1" cat-file -e "HEAD:$2" 2>/dev/null; then
    git --git-dir "$1" show "HEAD:$2" > "$3"
  else
    echo "error: $1 has no $2 (a ROCm/aiter checkout or bare mirror?)" >&2
    return 1
  fi
}
