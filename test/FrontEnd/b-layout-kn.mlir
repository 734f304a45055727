// Issue 24: B stored K x N (C = A * B, Triton's usual layout), as a front
// end writes it (frontend_gemm.py --b-kn: register-staged 16-byte copies of
// K rows into a BK x BN LDS tile XOR-swizzled by k row, each MFMA B operand
// two amdgpu.transpose_load of 4 k rows) and as cdna4-gemm-gen --b-layout kn
// writes it. Both get the full schedule and the same report: the copies
// become LDS DMAs (cdna4pipe-lds-dma moves the swizzle to the global side
// although the block's first chunk is stored by lane 0 in even waves and
// lane 4 in odd ones), the B reads ds_read_b64_tr_b16 (two per fragment: 24
// ds_reads per iteration instead of 16), 4 interleave stages, no vmcnt(0).
// Against the N x K kernel: the same copies, barriers and LDS bytes; the
// waits and copy windows follow the different dependences (a B copy holds 4
// k rows of all N columns instead of 8 N rows of all k), min window 40
// instead of 48. cdna4-sim passes under every timing policy.
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --b-layout kn -o %t.genkn.mlir
// RUN: cdna4-compile %t.genkn.mlir --arch gfx950 --schedule default --report -o %t.genkn.s > %t.genkn.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.genkn.report
// RUN: FileCheck %s --check-prefix=ASM < %t.genkn.s
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 512 --b-layout kn -o %t.genkn.small.mlir
// RUN: cdna4-compile %t.genkn.small.mlir --arch gfx950 --schedule default -o %t.genkn.l4.mlir
// RUN: cdna4-sim %t.genkn.l4.mlir --gemm 256,512,512 --policy all | FileCheck %s --check-prefix=SIMGEN
//
// The front end's kernel: the generator's report, line for line.
// RUN: python3 %S/Inputs/frontend_gemm.py --b-kn -k 4096 > %t.fe.mlir
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --schedule default --report -o %t.fe.s > %t.fe.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.fe.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.genkn.report > %t.genkn.cmp
// RUN: grep -vE "asm lines|gpr|modeled" %t.fe.report | diff %t.genkn.cmp -
// RUN: python3 %S/Inputs/frontend_gemm.py --b-kn > %t.fe.small.mlir
// RUN: cdna4-compile %t.fe.small.mlir --arch gfx950 --schedule default -o %t.fe.l4.mlir
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --b-layout kn --policy all | FileCheck %s --check-prefix=SIM
// The same kernel checked as C = A * B^T fails: the harness's layout is
// what is checked.
// RUN: not cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy issue/rr | FileCheck %s --check-prefix=WRONG
// Planted: the B reads as plain 8-byte vector.load (no transpose). The
// interleave sees the MFMA sources hold different k and leaves the loop
// alone; cdna4-sim fails it.
// RUN: sed -e 's/amdgpu.transpose_load \(%%Bs\[[^]]*\]\) : \(memref<[^>]*>>\) -> vector<4xbf16>/vector.load \1 : \2, vector<4xbf16>/' %t.fe.small.mlir > %t.planted.mlir
// RUN: cdna4-compile %t.planted.mlir --arch gfx950 --schedule default -o %t.planted.l4.mlir 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not cdna4-sim %t.planted.l4.mlir --gemm 256,256,256 --tile 128x128x64 --b-layout kn --policy issue/rr | FileCheck %s --check-prefix=PLANTEDSIM
// B K x N gathered element by element (memref.load + vector.from_elements,
// --gather): form-stages leaves the loop alone with a remark at the first
// scalar LDS load saying how to read the operand; the kernel still computes
// the right C.
// RUN: python3 %S/Inputs/frontend_gemm.py --b-kn --gather > %t.gather.mlir
// RUN: cdna4-compile %t.gather.mlir --arch gfx950 --schedule default -o %t.gather.l4.mlir 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: cdna4-sim %t.gather.l4.mlir --gemm 256,256,256 --tile 128x128x64 --b-layout kn --policy all | FileCheck %s --check-prefix=SIM

// GATHER: remark: cdna4pipe-form-stages: K-loop left untouched: 'memref.load' accesses LDS in a way form-stages does not raise (one element per load: an MFMA operand is read 16 bytes per lane with vector.load, or as two amdgpu.transpose_load of 8 bytes from a tile stored with rows of K)
// GATHER-NEXT: memref.load %Bs[
// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 8, ds_read_b64_tr_b16: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: s_waitcnt vmcnt: 2 [vmcnt(10) lgkmcnt(0), vmcnt(10) lgkmcnt(0)]
// REPORT-NEXT: waits in order: lgkmcnt(0); vmcnt(10) lgkmcnt(0); lgkmcnt(0); vmcnt(10) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 4
// REPORT: copy windows (mfma): 48 48 40 40 40 40 48 48 (min 40, mean 44.0)
// REPORT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 65536
// ASM: ds_read_b64_tr_b16
// ASM-NOT: malloc
// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)
// WRONG: FAIL: gemm 256x256x256 tile 128x128x64 bf16->bf16, 1 policy, 0 race(s)
// SIMGEN: PASS: gemm 256x512x512 tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)
// PLANTED: remark: cdna4pipe-interleave: loop left untouched: the MFMA sources hold different k in thread 0 element 0
// PLANTEDSIM: FAIL: gemm 256x256x256 tile 128x128x64 bf16->bf16, B K x N, 1 policy, 0 race(s)
