// M, N, K that are not multiples of the tile (issue 24, edges): the grid
// rounds up, copies of elements outside A or B read zeros through the fat
// raw buffer's num_records (the out-of-range lane reads row M (or N, or K for
// B stored K x N), past the buffer), the K tail is a zero-filled tile and C's
// stores go through C's fat raw buffer with the same out-of-range row. The flow gives the same schedule; the
// simulator checks every element of C, partial tiles included, under every
// timing policy.

// RUN: cdna4-gemm-gen --m 257 --n 129 --k 200 --tile 128x128x64 --waves 4 -o %t.l0.mlir
// RUN: FileCheck %s --check-prefix=GEN < %t.l0.mlir
// GEN: gpu.func @gemm(%{{.*}}: memref<257x200xbf16>, %{{.*}}: memref<129x200xbf16>, %{{.*}}: memref<257x129xbf16>)
// GEN-SAME: known_grid_size = array<i32: 2, 3, 1>
// GEN: scf.for %{{.*}} = %c0 to %c4 step %c1
// GEN: %[[INR:.*]] = arith.cmpi ult, %[[ROW:.*]], %c257 : index
// GEN-NEXT: %[[INC:.*]] = arith.cmpi ult, %[[COL:.*]], %c200 : index
// GEN-NEXT: %[[IN:.*]] = arith.andi %[[INR]], %[[INC]] : i1
// GEN-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %c257 : index
// GEN-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[R]], %[[COL]]]
// GEN: %[[CV:.*]] = amdgpu.fat_raw_buffer_cast %{{.*}} : memref<257x129xbf16> to memref<257x129xbf16, #amdgpu.address_space<fat_raw_buffer>>
// GEN: %[[SR:.*]] = arith.cmpi ult, %[[SROW:.*]], %c257 : index
// GEN-NEXT: %[[SC:.*]] = arith.cmpi ult, %[[SCOL:.*]], %c129 : index
// GEN-NEXT: %[[S:.*]] = arith.andi %[[SR]], %[[SC]] : i1
// GEN-NEXT: %[[SROW2:.*]] = arith.select %[[S]], %[[SROW]], %c257 : index
// GEN-NEXT: memref.store %{{.*}}, %[[CV]][%[[SROW2]], %[[SCOL]]]
// GEN-NOT: scf.if

// RUN: cdna4-compile %t.l0.mlir --arch gfx950 --schedule default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 257,129,200 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm 257x129x200 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// B stored K x N, and a larger problem with several partial tiles.
// RUN: cdna4-gemm-gen --m 257 --n 136 --k 200 --tile 128x128x64 --waves 4 --b-layout kn -o %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --schedule default -o %t.kn.l4.mlir
// RUN: cdna4-sim %t.kn.l4.mlir --gemm 257,136,200 --blocks all --policy all | FileCheck %s --check-prefix=KN
// KN: PASS: gemm 257x136x200 tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)
// A stored K x M (its rows past M read as zeros through the same buffer
// bounds, M its contiguous dimension), alone and with B K x N.
// RUN: cdna4-gemm-gen --m 264 --n 129 --k 200 --tile 128x128x64 --waves 4 --a-layout km -o %t.km.mlir
// RUN: cdna4-compile %t.km.mlir --arch gfx950 --schedule default -o %t.km.l4.mlir
// RUN: cdna4-sim %t.km.l4.mlir --gemm 264,129,200 --blocks all --policy all | FileCheck %s --check-prefix=KM
// KM: PASS: gemm 264x129x200 tile 128x128x64 bf16->bf16, A K x M, 9 policies, 0 race(s)
// RUN: cdna4-gemm-gen --m 264 --n 136 --k 200 --tile 128x128x64 --waves 4 --a-layout km --b-layout kn -o %t.kmkn.mlir
// RUN: cdna4-compile %t.kmkn.mlir --arch gfx950 --schedule default -o %t.kmkn.l4.mlir
// RUN: cdna4-sim %t.kmkn.l4.mlir --gemm 264,136,200 --blocks all --policy all | FileCheck %s --check-prefix=KMKN
// KMKN: PASS: gemm 264x136x200 tile 128x128x64 bf16->bf16, A K x M, B K x N, 9 policies, 0 race(s)
// RUN: cdna4-gemm-gen --m 1000 --n 1000 --k 1000 -o %t.1000.mlir
// RUN: cdna4-compile %t.1000.mlir --arch gfx950 -o %t.1000.l4.mlir
// RUN: cdna4-sim %t.1000.l4.mlir --gemm 1000,1000,1000 --blocks 3:3,0:3,3:0 --policy all | FileCheck %s --check-prefix=BIG
// BIG: PASS: gemm 1000x1000x1000 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// Planted: C's store guards removed (the row is no longer sent past
// num_records): the partial tiles write outside C (columns past N wrap into
// the next row, rows past M past the buffer), and the simulator fails.
// RUN: sed -e '/fat_raw_buffer_cast %%arg2/,$ s/arith.select %%[0-9]*, \(%%[0-9]*\), %%c257 : index/arith.addi \1, %%c0 : index/' %t.l0.mlir > %t.nomask.mlir
// RUN: cdna4-compile %t.nomask.mlir --arch gfx950 --schedule default -o %t.nomask.l4.mlir
// RUN: not cdna4-sim %t.nomask.l4.mlir --gemm 257,129,200 --blocks all --policy issue/rr 2>&1 | FileCheck %s --check-prefix=NOMASK
// NOMASK: FAIL
