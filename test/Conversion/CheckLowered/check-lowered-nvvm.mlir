// RUN: cdna4-opt %s --split-input-file --verify-diagnostics \
// RUN:   --cdna4pipe-check-lowered=target=nvvm | FileCheck %s
// RUN: not cdna4-opt %s --cdna4pipe-check-lowered=target=spirv -o /dev/null \
// RUN:   2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK-LABEL: gpu.module @lowered
// CHECK: nvvm.barrier0
gpu.module @lowered {
  llvm.func @k() {
    nvvm.barrier0
    llvm.return
  }
}

// -----

gpu.module @rocdl_in_nvvm {
  llvm.func @k() {
    // expected-error@below {{'rocdl.s.barrier' is left after lowering (1 op): the output is not LLVM + NVVM}}
    rocdl.s.barrier
    llvm.return
  }
}

// TARGET: error: cdna4pipe-check-lowered: unknown target 'spirv' (rocdl or nvvm)
