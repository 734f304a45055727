// cdna4-compile --arch sm_90a and the registered cdna4pipe-to-sm90a pipeline
// prove the schedule before lowering, as the gfx950 flow does: a kernel whose
// schedule is wrong is rejected with the verifier's message, and reaches PTX
// only with the verifier turned off (--verify-schedule=false, verify=0).
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 512 --tile 128x128x64 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.s2.mlir
// The pipelined kernel compiles (the verifier accepts it).
// RUN: cdna4-compile %t.s2.mlir --arch sm_90a --num-stages 1 -o %t.ok.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ok.ptx
// Planted: the K-loop's slot release (its gpu.barrier) removed.
// RUN: awk '/gpu.barrier/ { if (++n == 2) next } { print }' %t.s2.mlir > %t.norelease.mlir
// RUN: not cdna4-compile %t.norelease.mlir --arch sm_90a --num-stages 1 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REJECT
// RUN: not cdna4-opt %t.norelease.mlir --cdna4pipe-to-sm90a=num-stages=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=REJECT
// RUN: cdna4-compile %t.norelease.mlir --arch sm_90a --num-stages 1 --verify-schedule=false -o %t.unchecked.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.unchecked.ptx
// RUN: cdna4-opt %t.norelease.mlir --cdna4pipe-to-sm90a="num-stages=1 verify=0" -o /dev/null
// Planted: the copy issuer's expect_tx executed by every thread.
// RUN: sed 's/\(arrive.expect_tx %[0-9]*\[%[0-9a-z_]*\], %c32768_[0-9]*\), predicate = %[0-9]*/\1/' %t.s2.mlir > %t.expectall.mlir
// RUN: not cdna4-compile %t.expectall.mlir --arch sm_90a --num-stages 1 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=EXPECTALL
// The pipeline runs the verifier after the pipeliner (num-stages > 1).
// RUN: cdna4-compile %t.mlir --arch sm_90a --num-stages 3 -o %t.s3.ptx
// The warp-specialised persistent kernel (the sm90a default schedule) is
// proved too (test/Transforms/VerifySchedule/hopper-ws.mlir): it compiles
// without a diagnostic, and a planted bug (the consumers' last release of
// a tile moved before their wgmma.wait_group 0) is rejected.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x128x64 --stages 3 --sms 2 -o %t.ws.mlir
// RUN: cdna4-compile %t.ws.mlir --arch sm_90a -o %t.ws.ptx 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ws.ptx
// RUN: sed '/nvvm.wgmma.wait.group.sync.aligned 0/{N;N;N;s/\(.*wait.group.sync.aligned 0\)\n\(.*\)\n\(.*\)\n\(.*arrive.expect_tx.*\)/\2\n\3\n\4\n\1/}' %t.ws.mlir > %t.ws.early.mlir
// RUN: not cdna4-compile %t.ws.early.mlir --arch sm_90a -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=WSREJECT
// RUN: cdna4-compile %t.ws.early.mlir --arch sm_90a --verify-schedule=false -o %t.ws.unchecked.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ws.unchecked.ptx

// PTX: .visible .entry gemm(

// REJECT: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) read since the last gpu.barrier: its readers have not released the slot (in K-loop iteration 1)
// REJECT-NEXT: nvgpu.tma.async.load

// EXPECTALL: error: cdna4pipe-verify-schedule (sm90a): 256 arrivals on barrier 0 exceed its count 1 before its phase 0 completes (outside the K-loop); it is executed by 256 threads (every thread), one arrival each

// WSREJECT: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) read since the last gpu.barrier: its readers have not released the slot (in K-loop iteration 2, outer loop at 2, block 0): threads 0-127 read them
// WSREJECT-NEXT: nvgpu.tma.async.load
