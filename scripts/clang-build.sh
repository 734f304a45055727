# Sourced by scripts/fuzz.sh and scripts/sanitize.sh: installs clang-22 and
# its runtimes (through deps.sh), and configures a separate clang-22 build of
# cdna4pipe in $1 with the extra CMake option $2, once.
clang_build_configure() {
  local dir="$1" option="$2" launcher=()
  "$root/scripts/deps.sh" clang-22 libclang-rt-22-dev
  [ -f "$dir/build.ninja" ] && return 0
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -G Ninja -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    "$option" "${launcher[@]}" >/dev/null
}
