// The attention-forward writer (docs/Attention.md): shell, K/V loop and the
// per-iteration op counts of a 64x64 block (4 waves, 16 queries each, head
// dim 64): 2 K + 2 V copies per wave, 8 MFMAs for S^T (4 key fragments x 2
// head-dim slices) and 8 for O^T (2 key slabs x 4 head-dim fragments),
// 16 p + 1 alpha exp2, each V^T fragment two transposing LDS reads
// (amdgpu.transpose_load: ds_read_b64_tr_b16) of 4 keys, concatenated.
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 128 --heads 2 --head-dim 64 --block-m 64 | FileCheck %s
// RUN: cdna4-attn-gen --seq 128 --heads 2 --head-dim 64 --block-m 64 > %t
// RUN: grep -c "amdgpu.gather_to_lds" %t | FileCheck %s --check-prefix=G2S
// RUN: grep -c "amdgpu.mfma 16x16x32" %t | FileCheck %s --check-prefix=MFMA
// RUN: grep -c "rocdl.exp2" %t | FileCheck %s --check-prefix=EXP
// RUN: grep -c "gpu.shuffle  xor" %t | FileCheck %s --check-prefix=SHFL
// RUN: grep -c "amdgpu.transpose_load %arg5" %t | FileCheck %s --check-prefix=VT
// RUN: grep -c "memref.store" %t | FileCheck %s --check-prefix=STORE
// RUN: not grep -E "arith.select|arith.cmpi" %t
// RUN: cdna4-attn-gen --seq 128 --heads 2 --head-dim 64 --block-m 64 --causal | FileCheck %s --check-prefix=CAUSAL

// CHECK: gpu.module @cdna4_attention attributes {cdna4pipe.attention = {batch = 1 : i64, block_m = 64 : i64, block_n = 64 : i64, causal = false, dtype = "bf16", head_dim = 64 : i64, heads = 2 : i64, scale = 1.250000e-01 : f64, seq = 128 : i64, waves = 4 : i64}}
// CHECK: gpu.func @attention(%[[Q:.*]]: memref<2x128x64xbf16>, %{{.*}}: memref<2x128x64xbf16>, %{{.*}}: memref<2x128x64xbf16>, %[[O:.*]]: memref<2x128x64xbf16>) workgroup(%[[KS:.*]] : memref<64x64xbf16, #gpu.address_space<workgroup>>, %[[VS:.*]] : memref<64x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 2, 2, 1>}
// CHECK: %[[BH:.*]] = gpu.block_id y
// The Q fragments: loaded once, before the loop.
// CHECK: %[[Q0:.*]] = vector.load %[[Q]][%[[BH]], %{{.*}}, %{{.*}}] : memref<2x128x64xbf16>, vector<8xbf16>
// CHECK: %[[Q1:.*]] = vector.load %[[Q]][%[[BH]], %{{.*}}, %{{.*}}] : memref<2x128x64xbf16>, vector<8xbf16>
// m = -inf, l = 0, O^T = 0.
// CHECK: scf.for %[[KT:.*]] = %c0 to %c2 step %c1 iter_args(%[[M:.*]] = %cst{{.*}}, %[[L:.*]] = %cst{{.*}}, %{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}) -> (f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: amdgpu.gather_to_lds %{{.*}}[%[[BH]], %{{.*}}, %{{.*}}], %[[KS]][%{{.*}}, %c0] : vector<8xbf16>
// CHECK: amdgpu.gather_to_lds %{{.*}}[%[[BH]], %{{.*}}, %{{.*}}], %[[VS]][%{{.*}}, %c0] : vector<8xbf16>
// CHECK: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// S^T = K Q^T: K fragment from LDS times the register-resident Q fragments.
// CHECK: %[[K0:.*]] = vector.load %[[KS]][%{{.*}}, %{{.*}}] : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK: %[[K1:.*]] = vector.load %[[KS]]
// CHECK: %[[S0:.*]] = amdgpu.mfma 16x16x32 %[[K0]] * %[[Q0]] + %cst
// CHECK: amdgpu.mfma 16x16x32 %[[K1]] * %[[Q1]] + %[[S0]]
// Online softmax: scaled scores, row max over the lane's keys and lanes ^16, ^32.
// CHECK: arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c32_i32
// CHECK: %[[MNEW:.*]] = arith.maximumf %[[M]], %{{.*}} : f32
// CHECK: %[[D:.*]] = arith.subf %[[M]], %[[MNEW]] : f32
// CHECK: %[[ALPHA:.*]] = rocdl.exp2 %[[D]] f32 -> f32
// CHECK: arith.mulf %[[L]], %[[ALPHA]] : f32
// CHECK: rocdl.exp2
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK: %[[PT:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
// CHECK: vector.broadcast %[[ALPHA]] : f32 to vector<4xf32>
// O^T += V^T P^T.
// CHECK: %[[VLO:.*]] = amdgpu.transpose_load %[[VS]][%{{.*}}, %{{.*}}] : memref<64x64xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK: %[[VHI:.*]] = amdgpu.transpose_load %[[VS]][%{{.*}}, %{{.*}}] : memref<64x64xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK: %[[VTF:.*]] = vector.shuffle %[[VLO]], %[[VHI]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
// CHECK: amdgpu.mfma 16x16x32 %[[VTF]] * %[[PT]]
// CHECK: rocdl.s.barrier
// CHECK-NEXT: scf.yield
// After the loop: the lanes of a query add their row sums, O = O^T / l.
// CHECK: gpu.shuffle  xor
// CHECK: gpu.shuffle  xor
// CHECK: arith.divf %cst{{.*}}, %{{.*}} : f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: memref.store %{{.*}}, %[[O]][%[[BH]], %{{.*}}, %{{.*}}] : memref<2x128x64xbf16>

// G2S: 4
// MFMA: 16
// EXP: 17
// SHFL: 4
// VT: 16
// STORE: 16

// Causal: one loop over the key tiles up to and including the diagonal one
// (block x * 64 / 64 + 1 tiles, known at run time), masking keys above the
// query in every tile; the tiles above the diagonal are never visited.
// CAUSAL: causal = true
// CAUSAL: %[[Q0:.*]] = arith.muli %block_id_x, %c64 : index
// CAUSAL: %[[FULL:.*]] = arith.divui %[[Q0]], %c64 : index
// CAUSAL: %[[END:.*]] = arith.addi %[[FULL]], %c1 : index
// CAUSAL: scf.for %{{.*}} = %c0 to %[[END]] step %c1
// CAUSAL: %[[DIFF:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CAUSAL: %[[ABOVE:.*]] = arith.cmpi sgt, %[[DIFF]], %c0 : index
// CAUSAL: arith.select %[[ABOVE]], %cst{{.*}}, %{{.*}} : f32
// CAUSAL: %[[ABOVE1:.*]] = arith.cmpi sgt, %[[DIFF]], %c-1 : index
// CAUSAL: arith.select %[[ABOVE1]], %cst{{.*}}, %{{.*}} : f32
// CAUSAL: scf.yield
// CAUSAL-NOT: scf.for
