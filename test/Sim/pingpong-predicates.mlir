// REQUIRES: cdna4-gemm-gen
// The schedule verifier and the simulator agree on the wave-group
// predicates of a real ping-pong kernel (the default kernel on 512^3: a 2x2
// grid, the simulator runs 3 of its workgroups). Inputs/plant_predicate.py
// rewrites the late group's predicate (before the K-loop) the way a
// compiler could; the early group's `wave < 4` stays. Each form goes
// through cdna4pipe-verify-schedule and cdna4-sim on the same file.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o %t.l3.mlir
//
// Planted: the global wave index, block_id.x * 8 + wave >= 4. Rejected: over
// the kernel's known grid (2x2, cdna4-gemm-gen's known_grid_size) every
// workgroup is checked and in workgroup (1, 0, 0) waves 0-3 take both
// conditional barriers; without a known grid the verifier cannot check
// every workgroup. The simulator sees workgroup (1, 0, 0) race and deadlock.
// RUN: python3 %S/Inputs/plant_predicate.py block-id < %t.l3.mlir > %t.bid.mlir
// RUN: not cdna4-opt %t.bid.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIDGRID
// RUN: python3 %S/Inputs/plant_predicate.py block-id --drop-grid < %t.l3.mlir > %t.bidnogrid.mlir
// RUN: not cdna4-opt %t.bidnogrid.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BID
// RUN: not cdna4-sim %t.bid.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SIMBAD
//
// Planted: `wave & 4` cast to i1 (its low bit: 0 in every wave). Rejected by
// both.
// RUN: python3 %S/Inputs/plant_predicate.py trunc-bit < %t.l3.mlir > %t.bit.mlir
// RUN: not cdna4-opt %t.bit.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIT
// RUN: not cdna4-sim %t.bit.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SIMBIT
//
// Valid: a predicate on gpu.block_dim; wave / 4 truncated to i1; and
// (block_id.x * 8 + wave) mod 8 with the launch's grid. Accepted by both.
// RUN: python3 %S/Inputs/plant_predicate.py block-dim < %t.l3.mlir > %t.bdim.mlir
// RUN: cdna4-opt %t.bdim.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID
// RUN: cdna4-sim %t.bdim.mlir --gemm 512,512,512 --policy issue/rr | FileCheck %s --check-prefix=SIMOK
// RUN: python3 %S/Inputs/plant_predicate.py trunc-div < %t.l3.mlir > %t.div.mlir
// RUN: cdna4-opt %t.div.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID
// RUN: cdna4-sim %t.div.mlir --gemm 512,512,512 --policy issue/rr | FileCheck %s --check-prefix=SIMOK
// RUN: python3 %S/Inputs/plant_predicate.py block-mod < %t.l3.mlir > %t.mod.mlir
// RUN: cdna4-opt %t.mod.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID
// RUN: cdna4-sim %t.mod.mlir --gemm 512,512,512 --policy issue/rr | FileCheck %s --check-prefix=SIMOK
// The same predicate without a known grid cannot be proved for every
// workgroup: rejected (conservatively).
// RUN: python3 %S/Inputs/plant_predicate.py block-mod --drop-grid < %t.l3.mlir > %t.modnogrid.mlir
// RUN: not cdna4-opt %t.modnogrid.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BID

// BID: error: the schedule verifier cannot decide which waves take this conditional barrier in every workgroup: its predicate depends on 'gpu.block_id', which differs between workgroups
// BID: note: differs between workgroups

// BIDGRID: error: barrier count mismatch (deadlock): waves 0-3 execute {{[0-9]+}} barriers but waves 4-7 execute {{[0-9]+}}
// BIDGRID-SAME: (in workgroup (1, 0, 0) and the workgroups whose waves split the same way)

// SIMBAD: error: race: unsynchronized-read
// SIMBAD: error: cdna4-sim: barrier mismatch

// BIT: error: barrier count mismatch (deadlock): waves 0-3 execute {{[0-9]+}} barriers but waves 4-7 execute {{[0-9]+}}

// SIMBIT: error: cdna4-sim: barrier mismatch

// VALID: remark: schedule verified for 2 wave group(s)

// SIMOK: policy issue/rr: 3 workgroup(s) of 2x2, {{.*}}, 0 race(s): PASS
