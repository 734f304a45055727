// sm90a block order. Default: block (x, y) computes tile (y, x). With
// --group-m G the linear block index l = y * tilesN + x (the launch order)
// walks G tile rows before the next tile column: group l / (G * tilesN)
// starts at tile row G * group, the block's tile is (first + r mod rows,
// r / rows) with r = l mod (G * tilesN). 8 x 4 tiles: G = 4 divides the
// tile rows (rows is the constant G), G = 3 does not (the last group has
// min(3, 8 - first) rows).
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 1024 --n 512 --k 128 --tile 128x128x64 | FileCheck %s --check-prefix=PLAIN
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 1024 --n 512 --k 128 --tile 128x128x64 --group-m 4 | FileCheck %s --check-prefix=G4
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 1024 --n 512 --k 128 --tile 128x128x64 --group-m 3 | FileCheck %s --check-prefix=G3
// A group taller than the grid is the whole grid (column-major order).
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 1024 --n 512 --k 128 --tile 128x128x64 --group-m 64 | FileCheck %s --check-prefix=G8

// PLAIN-NOT: group_m
// PLAIN: %[[X:.*]] = gpu.block_id x
// PLAIN-NEXT: %[[Y:.*]] = gpu.block_id y
// PLAIN: arith.muli %[[Y]], %c128 : index
// PLAIN-NEXT: arith.muli %[[X]], %c128 : index

// G4: group_m = 4 : i64
// G4: %[[X:.*]] = gpu.block_id x
// G4-NEXT: %[[Y:.*]] = gpu.block_id y
// G4: %[[YN:.*]] = arith.muli %[[Y]], %c4 : index
// G4-NEXT: %[[L:.*]] = arith.addi %[[YN]], %[[X]] : index
// G4-NEXT: %[[G:.*]] = arith.divui %[[L]], %c16 : index
// G4-NEXT: %[[R:.*]] = arith.remui %[[L]], %c16 : index
// G4-NEXT: %[[FIRST:.*]] = arith.muli %[[G]], %c4 : index
// G4-NEXT: %[[IN:.*]] = arith.remui %[[R]], %c4 : index
// G4-NEXT: %[[ROW:.*]] = arith.addi %[[FIRST]], %[[IN]] : index
// G4-NEXT: %[[COL:.*]] = arith.divui %[[R]], %c4 : index
// G4-NEXT: arith.muli %[[ROW]], %c128 : index
// G4-NEXT: arith.muli %[[COL]], %c128 : index

// G3: group_m = 3 : i64
// G3: %[[L:.*]] = arith.addi
// G3-NEXT: %[[G:.*]] = arith.divui %[[L]], %c12 : index
// G3-NEXT: %[[R:.*]] = arith.remui %[[L]], %c12 : index
// G3-NEXT: %[[FIRST:.*]] = arith.muli %[[G]], %c3 : index
// G3-NEXT: %[[LEFT:.*]] = arith.subi %c8, %[[FIRST]] : index
// G3-NEXT: %[[ROWS:.*]] = arith.minui %c3, %[[LEFT]] : index
// G3-NEXT: %[[IN:.*]] = arith.remui %[[R]], %[[ROWS]] : index
// G3-NEXT: %[[ROW:.*]] = arith.addi %[[FIRST]], %[[IN]] : index
// G3-NEXT: %[[COL:.*]] = arith.divui %[[R]], %[[ROWS]] : index

// G8: group_m = 64 : i64
// G8: arith.divui %{{.*}}, %c32 : index
// G8-NEXT: arith.remui %{{.*}}, %c32 : index
// G8-NEXT: arith.muli %{{.*}}, %c8 : index
// G8-NEXT: arith.remui %{{.*}}, %c8 : index
