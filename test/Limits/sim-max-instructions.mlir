// REQUIRES: cdna4-gemm-gen, cdna4-sim
// cdna4-sim stops a workgroup after --max-instructions wave-instructions
// (default 2^23) with an error naming the limit and how to raise it: a kernel
// that loops forever, or far longer than a tile needs, ends in bounded time.
//
// RUN: cdna4-gemm-gen -m 128 -n 128 -k 256 --tile=128x128x64 --waves=4 > %t.mlir
// RUN: cdna4-sim %t.mlir --gemm 128,128,256 --blocks 1 --sim-stats | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: policy lazy/rr: 1 workgroup(s) of 1x1, {{.*}} 0 race(s): PASS
// DEFAULT: stats: {{.*}} s, [[N:[0-9]+]] wave-instructions
//
// The same run with a budget below what it needs stops with the error.
// RUN: not cdna4-sim %t.mlir --gemm 128,128,256 --blocks 1 --max-instructions 1000 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: error: cdna4-sim: stopped after 1000 wave-instructions in one workgroup (the --max-instructions limit); raise --max-instructions for a longer kernel, or look for a loop that does not end
//
// A kernel whose K-loop never ends (its exit test `iv < n` made `iv >= iv`
// in the lowered LLVM + ROCDL module): the default limit ends the run
// (it used to be 2^32 instructions: hours).
// RUN: cdna4-compile %t.mlir --arch gfx950 -o %t.l4.mlir
// RUN: sed -e 's/llvm.icmp "slt" \(%[0-9]*\), %[0-9]* : i64/llvm.icmp "sge" \1, \1 : i64/' %t.l4.mlir > %t.forever.mlir
// RUN: FileCheck %s --check-prefix=EDIT < %t.forever.mlir
// EDIT: llvm.icmp "sge" [[IV:%[0-9]+]], [[IV]] : i64
// RUN: not cdna4-sim %t.forever.mlir --gemm 128,128,256 --blocks 1 2>&1 | FileCheck %s --check-prefix=FOREVER
// FOREVER: error: cdna4-sim: stopped after 8388608 wave-instructions in one workgroup (the --max-instructions limit)
