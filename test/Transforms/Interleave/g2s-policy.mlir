// The g2s-policy option decides how an iteration's copies are spread over
// the stages; the waits follow from where the copies land.
//
// even (default): two copies per stage (8 copies, 4 stages).
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='g2s-policy=even' | FileCheck %s --check-prefix=EVEN
// front: every copy in stage 0. Stage 1 needs the next tile's B j-hi copies,
// which were issued in the previous iteration's stage 0 and are now followed
// by this iteration's 8 copies: vmcnt(8) retires them.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='g2s-policy=front' | FileCheck %s --check-prefix=FRONT
// RUN: not cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='g2s-policy=back' 2>&1 | FileCheck %s --check-prefix=BAD

// EVEN:      scf.for
// EVEN:        cdna4pipe.stage 0 priority 1 fence 0
// EVEN-COUNT-2: cdna4pipe.g2s
// EVEN-NOT:    cdna4pipe.g2s
// EVEN:        cdna4pipe.wait vmcnt(2)
// EVEN-NEXT:   cdna4pipe.barrier
// EVEN:        cdna4pipe.mfma
// EVEN:        cdna4pipe.stage 1 priority 1 fence 0
// EVEN-COUNT-2: cdna4pipe.g2s
// EVEN-NOT:    cdna4pipe.g2s
// EVEN:        cdna4pipe.stage 2 priority 1 fence 0
// EVEN-COUNT-2: cdna4pipe.g2s
// EVEN-NOT:    cdna4pipe.g2s
// EVEN:        cdna4pipe.stage 3 priority 1 fence 0
// EVEN-COUNT-2: cdna4pipe.g2s
// EVEN-NOT:    cdna4pipe.g2s
// EVEN:        cdna4pipe.wait vmcnt(2) lgkmcnt(0)
// EVEN-NEXT:   cdna4pipe.barrier

// FRONT:      scf.for
// FRONT:        cdna4pipe.stage 0 priority 1 fence 0
// FRONT-COUNT-8: cdna4pipe.g2s
// FRONT-NEXT:   cdna4pipe.wait vmcnt(8)
// FRONT-NEXT:   cdna4pipe.barrier
// FRONT:        cdna4pipe.stage 1 priority 1 fence 0
// FRONT-NOT:    cdna4pipe.g2s
// FRONT:        cdna4pipe.stage 3 priority 1 fence 0
// FRONT-NOT:    cdna4pipe.g2s
// FRONT:        cdna4pipe.wait vmcnt(2) lgkmcnt(0)
// FRONT-NEXT:   cdna4pipe.barrier

// BAD: error: cdna4pipe-interleave: unknown g2s-policy 'back' (expected even or front)
