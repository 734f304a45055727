#!/usr/bin/env bash
# scripts/fuzz.sh [MINUTES]: builds the libFuzzer harnesses (tools/fuzz) with
# clang-22 and -fsanitize=fuzzer,address,undefined into build-fuzz/, then runs
# each of them for its share of MINUTES (default 30) in turn, one process at
# a time, starting from the seed corpus checked in under tools/fuzz/corpus.
# Prints executions, corpus size, edges covered (libFuzzer's cov: count of
# instrumented edges reached) and findings per harness; exits 1 when a
# harness found something (the input is kept under build-fuzz/findings/).
# docs/Hardening.md says what each harness does and how to reproduce.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
minutes="${1:-30}"
BUILD_DIR="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
JOBS="${JOBS:-2}"
TARGETS=(${FUZZ_TARGETS:-parse pipeline sim})

. "$root/scripts/clang-build.sh"
clang_build_configure "$BUILD_DIR" -DCDNA4PIPE_FUZZ=ON
cmake --build "$BUILD_DIR" --target cdna4-fuzzers -- -j"$JOBS"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
per=$(( minutes * 60 / ${#TARGETS[@]} ))
[ "$per" -ge 1 ] || per=1
status=0
# Findings are libFuzzer's crash-, leak-, timeout- and oom- artifacts; its
# slow-unit- files (an input over 10 s, often the first one, which builds the
# context, on a loaded machine) are counted apart: they are not failures.
count_findings() { ls "$1" | grep -cE '^(crash|leak|timeout|oom)-' || true; }
count_slow() { ls "$1" | grep -c '^slow-unit-' || true; }
printf "%-10s %10s %8s %8s %8s %6s %8s\n" harness execs "exec/s" corpus edges slow \
  findings
for t in "${TARGETS[@]}"; do
  corpus="$BUILD_DIR/corpus/$t"
  findings="$BUILD_DIR/findings/$t"
  mkdir -p "$corpus" "$findings"
  extra=()
  [ -f "$root/tools/fuzz/$t.dict" ] && extra+=(-dict="$root/tools/fuzz/$t.dict")
  before=$(count_findings "$findings")
  slow_before=$(count_slow "$findings")
  log="$BUILD_DIR/fuzz-$t.log"
  # -timeout: one input running longer than 20 s is a finding (a hang);
  # -rss_limit_mb: so is one needing more than 4 GiB.
  "$BUILD_DIR/bin/cdna4-fuzz-$t" "$corpus" "$root/tools/fuzz/corpus/$t" \
    -max_total_time="$per" -timeout=20 -rss_limit_mb=4096 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$findings/" "${extra[@]}" \
    >"$log" 2>&1 || true
  after=$(count_findings "$findings")
  slow=$(( $(count_slow "$findings") - slow_before ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  size=$(ls "$corpus" | wc -l)
  # libFuzzer's last status line: "#N DONE cov: EDGES ft: FEATURES ..."
  edges=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  new=$(( after - before ))
  printf "%-10s %10s %8s %8s %8s %6s %8s\n" "$t" "${execs:-?}" "${rate:-?}" \
    "$size" "${edges:-?}" "$slow" "$new"
  if [ "$new" -ne 0 ]; then
    status=1
    grep -m3 -E "ERROR|cdna4pipe-fuzz|runtime error|timeout" "$log" || true
    echo "  inputs: $findings (reproduce: $BUILD_DIR/bin/cdna4-fuzz-$t FILE)"
  fi
done
exit $status
