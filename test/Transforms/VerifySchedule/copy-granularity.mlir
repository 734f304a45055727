// Copy-footprint granularity. The interleave's wait-granularity=stage
// schedule (see ../Interleave/wait-granularity-stage.mlir) reads slot s in
// stage 0 while the last two copies into slot s (gB1, gB3: N rows 64..127 and
// 192..255) are still in flight, and only stage 1 reads those rows. The copy
// mode evaluates, per thread (known_block_size 512), which LDS elements each
// copy writes and each read reads, all waves together, and proves it; the
// slot mode (every copy into a slot conflicts with every read of it)
// rejects it, and cannot tell it from the planted bugs below.

// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='wait-granularity=stage verify=false' -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not cdna4-opt %t.mlir --cdna4pipe-verify-schedule=granularity=slot -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT
// RUN: not cdna4-opt %t.mlir --cdna4pipe-verify-schedule=granularity=bytes -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT

// The iteration-granularity schedule verifies in both modes.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='wait-granularity=iteration verify=false' | cdna4-opt --cdna4pipe-verify-schedule='granularity=slot summary=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ITER

// Planted (a): the wait closing stage 0 (the 2nd `wait vmcnt(2)`) counts 4:
// gB1/gB3 (positions 6, 7 of the previous iteration's 8, then 2 of stage 0)
// may stay in flight while stage 1 reads their rows. The copy mode blames
// that wait with the right bound (2); the slot mode cannot (see SLOT).
// RUN: awk '/cdna4pipe.wait vmcnt\(2\)$/ && ++n==2 {sub(/vmcnt\(2\)/,"vmcnt(4)")} {print}' %t.mlir | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNT

// Planted (b): the prologue issues gB1 before gB2 (not in the loop's need
// order), so its vmcnt(2) leaves gB2 in flight, whose rows (128..191) stage
// 0 of iteration 0 reads: the bound is 1.
// RUN: awk '/cdna4pipe.g2s/ {g++} g==6 && /cdna4pipe.g2s/ {held=$0; next} {print} g==7 && /cdna4pipe.g2s/ && held!="" {print held; held=""}' %t.mlir | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER

// Planted (c): the barrier after the stage-0 wait is missing: this wave's
// gB1/gB3 have landed, other waves' are not known to. Only the copy mode
// reports it; the slot mode's findings are those of the valid schedule.
// RUN: awk '/cdna4pipe.barrier$/ && ++n==2 {next} {print}' %t.mlir | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: awk '/cdna4pipe.barrier$/ && ++n==2 {next} {print}' %t.mlir | not cdna4-opt --cdna4pipe-verify-schedule=granularity=slot -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT

// OK: remark: schedule verified: 1024 copies, 3072 reads, 256 waits, 256 barriers, 127 K-loop iterations simulated; 64 accesses by copy footprint, 0 by whole slot

// SLOT: error: wait vmcnt(2) in the prologue leaves copies into LDS buffer %arg4 slot 0 (issued in the prologue) in flight, but the S2R reads that slot in iteration 0 (k=0): 8 copies of this wave are in flight at the wait and the youngest copy into the slot is the 1st most recent, so the count must be at most 0
// SLOT: error: wait vmcnt(2) in iteration 0 (k=0) leaves copies into LDS buffer %arg4 slot 1 (issued in iteration 0 (k=0)) in flight, but the S2R reads that slot in iteration 1 (k=1): 8 copies of this wave are in flight at the wait and the youngest copy into the slot is the 1st most recent, so the count must be at most 0
// SLOT-NOT: error:

// OPT: error: cdna4pipe-verify-schedule: unknown granularity 'bytes' (expected copy or slot)

// ITER: remark: schedule verified: 1024 copies, 3072 reads, 129 waits, 129 barriers, 127 K-loop iterations simulated; 0 accesses by copy footprint, 64 by whole slot

// COUNT: error: wait vmcnt(4) in iteration 0 (k=0) leaves copies into LDS buffer %arg4 slot 0 (issued in the prologue) in flight, but the S2R reads that slot in iteration 0 (k=0): 4 copies of this wave are in flight at the wait and the youngest copy into the slot is the 3rd most recent, so the count must be at most 2 (vmcnt counts copy instructions, not commit groups)
// COUNT: note: the S2R that reads the slot (LDS buffer %arg4 slot 0)
// COUNT: note: the youngest copy still in flight (LDS buffer %arg4 slot 0)
// COUNT-NOT: error:

// ORDER: error: wait vmcnt(2) in the prologue leaves copies into LDS buffer %arg4 slot 0 (issued in the prologue) in flight, but the S2R reads that slot in iteration 0 (k=0): 8 copies of this wave are in flight at the wait and the youngest copy into the slot is the 2nd most recent, so the count must be at most 1
// ORDER-NOT: error:

// BARRIER: error: S2R reads LDS buffer %arg4 slot 0 in iteration 0 (k=0) with no barrier after the wait that retired the copies into it
// BARRIER: note: wait that retires the copy (LDS buffer %arg4 slot 0)
// BARRIER: error: S2R reads LDS buffer %arg4 slot 1 in iteration 1 (k=1) with no barrier after the wait that retired the copies into it
// BARRIER-NOT: error:

// Fallback: without a known workgroup size (the hand-written inputs of this
// directory) every access is reasoned about per whole slot.
// RUN: cdna4-opt %S/valid-l3-2stage.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=FALLBACK
// FALLBACK: remark: schedule verified: 48 copies, 36 reads, 6 waits, 6 barriers, 5 K-loop iterations simulated; 0 accesses by copy footprint, 28 by whole slot
