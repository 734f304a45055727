// cdna4pipe-lds-dma on cdna4-gemm-gen --copy-style register kernels: every
// register-staged copy becomes an amdgpu.gather_to_lds through a raw-buffer
// view, on swizzled and unswizzled tiles, bf16 and f16, 8 and 4 waves; the
// S2R reads are untouched; the simulator computes the right C without races.
// Kernels already in DMA form pass through unchanged.
// REQUIRES: cdna4-gemm-gen

// RUN: cdna4-gemm-gen --copy-style register -m 512 -n 512 -k 128 -o %t.xor.mlir
// RUN: cdna4-opt %t.xor.mlir --cdna4pipe-lds-dma --verify-diagnostics -o %t.xor.dma.mlir
// RUN: FileCheck %s --check-prefixes=CHECK,BF16 < %t.xor.dma.mlir
// RUN: cdna4-sim %t.xor.dma.mlir --gemm 512,512,128 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-gemm-gen --copy-style register --swizzle none --dtype f16 --tile 128x128x64 --waves 4 -m 256 -n 256 -k 128 -o %t.f16.mlir
// RUN: cdna4-opt %t.f16.mlir --cdna4pipe-lds-dma --verify-diagnostics -o %t.f16.dma.mlir
// RUN: FileCheck %s --check-prefixes=CHECK,F16 < %t.f16.dma.mlir
// RUN: cdna4-sim %t.f16.dma.mlir --gemm 256,256,128 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-gemm-gen --copy-style register --tile 128x128x64 --waves 4 -m 256 -n 256 -k 128 | cdna4-opt --cdna4pipe-lds-dma | FileCheck %s --check-prefix=W4XOR
// The S2R reads are those of the register form (up to SSA numbering).
// RUN: grep "vector.load %arg[34]" %t.xor.mlir | sed -E 's/%[0-9]+/%N/g' > %t.s2r.before
// RUN: grep "vector.load %arg[34]" %t.xor.dma.mlir | sed -E 's/%[0-9]+/%N/g' > %t.s2r.after
// RUN: diff %t.s2r.before %t.s2r.after
// DMA-form kernels are left as they are.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 128 -o %t.dma.mlir
// RUN: cdna4-opt %t.dma.mlir -o %t.dma.ref.mlir
// RUN: cdna4-opt %t.dma.mlir --cdna4pipe-lds-dma -o %t.dma.out.mlir
// RUN: diff %t.dma.ref.mlir %t.dma.out.mlir

// BF16: %[[FA:.*]] = amdgpu.fat_raw_buffer_cast %arg0 : memref<512x128xbf16> to memref<512x128xbf16, #amdgpu.address_space<fat_raw_buffer>>
// BF16-NEXT: %[[FB:.*]] = amdgpu.fat_raw_buffer_cast %arg1 : memref<512x128xbf16> to memref<512x128xbf16, #amdgpu.address_space<fat_raw_buffer>>
// F16: %[[FA:.*]] = amdgpu.fat_raw_buffer_cast %arg0 : memref<256x128xf16> to memref<256x128xf16, #amdgpu.address_space<fat_raw_buffer>>
// F16-NEXT: %[[FB:.*]] = amdgpu.fat_raw_buffer_cast %arg1 : memref<256x128xf16> to memref<256x128xf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %c64 : index
// The index arithmetic that does not depend on the K-tile is hoisted: each
// copy adds k0 to its column, as in the DMA form.
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[K0]], %{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FA]][%{{.*}}, %[[COL]]], %arg3[%{{.*}}, %{{.*}}] : vector<8x{{b?}}f16>
// CHECK-COUNT-3: amdgpu.gather_to_lds %[[FA]]
// CHECK-COUNT-4: amdgpu.gather_to_lds %[[FB]]
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-NOT: vector.store
// CHECK: gpu.barrier
// CHECK-NEXT: vector.load %arg3
// W4XOR-COUNT-4: amdgpu.gather_to_lds %{{.*}} : vector<8xbf16>, memref<256x128xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
// W4XOR-COUNT-4: amdgpu.gather_to_lds %{{.*}} : vector<8xbf16>, memref<256x128xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
// W4XOR-NOT: vector.store

// SIM: PASS: gemm {{.*}}, 9 policies, 0 race(s)
