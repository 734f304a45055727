// Clear errors naming the op: unknown ops, divergent branches, bad options.
// RUN: not cdna4-sim %s --split-case=0 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: sed -n '/^\/\/ UNKNOWN-BEGIN/,/^\/\/ UNKNOWN-END/p' %s > %t.unknown.mlir
// RUN: not cdna4-sim %t.unknown.mlir --gemm 64,64,64 --tile 64x64x64 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: sed -n '/^\/\/ DIVERGE-BEGIN/,/^\/\/ DIVERGE-END/p' %s > %t.diverge.mlir
// RUN: not cdna4-sim %t.diverge.mlir --gemm 64,64,64 --tile 64x64x64 2>&1 | FileCheck %s --check-prefix=DIVERGE
// RUN: not cdna4-sim %S/Inputs/gemm32.llvm.mlir --gemm 128,64,256 2>&1 | FileCheck %s --check-prefix=SHAPE

// BADOPT: Unknown command line argument '--split-case=0'

// UNKNOWN: error: cdna4-sim: unsupported operation 'llvm.call'
// DIVERGE: error: cdna4-sim: divergent branch: in wave 0 lane 0 takes the true edge but lane 32 does not (branches must be wave-uniform)
// SHAPE: error: cdna4-sim: --gemm 128,64,256 does not match the kernel's cdna4pipe.gemm problem 64,64,256 (shapes are static)

// UNKNOWN-BEGIN
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @f() -> ()
    llvm.func @k(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>) attributes {rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 64, 1, 1>} {
      llvm.call @f() : () -> ()
      llvm.return
    }
  }
}
// UNKNOWN-END
// DIVERGE-BEGIN
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>) attributes {rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 64, 1, 1>} {
      %t = rocdl.workitem.id.x : i32
      %c32 = llvm.mlir.constant(32 : i32) : i32
      %p = llvm.icmp "ult" %t, %c32 : i32
      llvm.cond_br %p, ^bb1, ^bb2
    ^bb1:
      llvm.return
    ^bb2:
      llvm.return
    }
  }
}
// DIVERGE-END
