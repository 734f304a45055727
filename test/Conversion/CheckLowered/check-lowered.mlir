// RUN: cdna4-opt %s --split-input-file --verify-diagnostics \
// RUN:   --cdna4pipe-check-lowered | FileCheck %s

// Fully lowered: llvm and rocdl ops in the gpu.module pass unchanged; host
// code outside the gpu.modules is not the pipelines' business.
// CHECK-LABEL: gpu.module @lowered
// CHECK: rocdl.s.barrier
// CHECK: func.func @host
module {
  gpu.module @lowered {
    llvm.func @k() attributes {rocdl.kernel} {
      rocdl.s.barrier
      llvm.return
    }
  }
  func.func @host(%x: index) -> index {
    %y = arith.addi %x, %x : index
    return %y : index
  }
}

// -----

// What a context without the to-LLVM interfaces leaves behind: casts (one
// error for all of them, at the first) and unconverted ops.
gpu.module @half_lowered {
  llvm.func @k(%a: i64) -> i64 {
    // expected-error@below {{'builtin.unrealized_conversion_cast' is left after lowering (2 ops): the output is not LLVM + ROCDL; a dialect's to-LLVM interface is probably missing from the context (registerCDNA4PipePipelines(registry) adds them)}}
    %0 = builtin.unrealized_conversion_cast %a : i64 to index
    // expected-error@below {{'arith.addi' is left after lowering (1 op)}}
    %1 = arith.addi %0, %0 : index
    %2 = builtin.unrealized_conversion_cast %1 : index to i64
    llvm.return %2 : i64
  }
}

// -----

// A cast outside every gpu.module is an unfinished lowering too.
func.func @host(%a: i64) -> index {
  // expected-error@below {{'builtin.unrealized_conversion_cast' is left after lowering (1 op)}}
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// -----

// An NVVM op in a gpu.module checked for ROCDL.
gpu.module @wrong_target {
  llvm.func @k() {
    // expected-error@below {{'nvvm.barrier0' is left after lowering (1 op)}}
    nvvm.barrier0
    llvm.return
  }
}
