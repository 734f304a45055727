//===- Passes.td - cdna4pipe transformation passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_TD
#define CDNA4PIPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Transforms/.

def CDNA4PipeFormStages : Pass<"cdna4pipe-form-stages"> {
  let summary = "Raise a pipelined K-loop (Level 1) into cdna4pipe ops (Level 2)";
  let description = [{
    Rewrites every software-pipelined K-loop (an `scf.for` whose body holds
    `amdgpu.gather_to_lds`), together with the prologue and epilogue around
    it (the ops of the block that holds the loop), into the cdna4pipe
    dialect:

    - `amdgpu.gather_to_lds` -> `cdna4pipe.g2s`
    - `vector.load` from workgroup memory -> `cdna4pipe.s2r`
    - `amdgpu.mfma 16x16x32 / 32x32x16` -> `cdna4pipe.mfma`
    - `amdgpu.memory_counter_wait load(n) ds(m)` -> `cdna4pipe.wait vmcnt(n) lgkmcnt(m)`
    - `rocdl.s.barrier` -> `cdna4pipe.barrier`

    Index arithmetic stays in `arith`. The input contract is written down in
    `docs/FormStages.md`. A loop outside it is left untouched (with its
    prologue and epilogue) and gets a remark at the first op that did not
    match, e.g. a `gpu.barrier` (which drains every copy in flight), an LDS
    buffer that is not slot-major, an unsupported MFMA shape or a copy that
    does not move 16 bytes per lane.
  }];
  let dependentDialects = ["::mlir::cdna4pipe::CDNA4PipeDialect"];
}

def CDNA4PipeInterleave : Pass<"cdna4pipe-interleave"> {
  let summary = "Interleave copies and MFMA clusters into cdna4pipe.stage regions (Level 3)";
  let description = [{
    Turns the steady-state body of every raised K-loop (Level 2) into
    `stages` `cdna4pipe.stage` regions (HipKittens-style interleave):

    - The MFMAs are split into `stages` groups of equal size, k-slice major,
      then along the N fragments of the wave tile (256x256x64, 8 waves,
      stages=4: kp0 x j-lo, kp0 x j-hi, kp1 x j-lo, kp1 x j-hi). Which k-slice
      and which fragment an MFMA computes is derived from its operands: the
      pass evaluates the index arithmetic of every copy (for every thread)
      and of every LDS read (for every lane) and so learns which global
      elements each register holds. Nothing is inferred from op order.
    - Each S2R goes into the earliest stage whose MFMAs read it; the
      iteration's copies are spread over the stages (`g2s-policy`).
    - The last stage ends its memory phase with `wait vmcnt(x) lgkmcnt(0)` +
      `barrier` (the former top-of-iteration wait of the next iteration; `x`
      counts the copies issued after the next tile's), every stage runs its
      MFMAs at priority 1 behind fence 0, and the prologue ends with the
      former top-of-iteration-0 wait + barrier.

    Loops outside the Level-2 contract are left untouched with a remark. A
    `stages` value that does not divide the loop's MFMAs is an error. The
    schedule verifier runs at the end unless `verify=false`.
  }];
  let options = [
    Option<"stages", "stages", "unsigned", /*default=*/"4",
           "Number of cdna4pipe.stage regions per steady-state iteration">,
    Option<"g2sPolicy", "g2s-policy", "std::string", /*default=*/"\"even\"",
           "How the copies are spread over the stages: even (G/stages per "
           "stage, earlier stages take the remainder) or front (all in "
           "stage 0)">,
    Option<"verify", "verify", "bool", /*default=*/"true",
           "Run the schedule verifier on every interleaved loop">
  ];
  let dependentDialects = ["::mlir::cdna4pipe::CDNA4PipeDialect"];
}

#endif // CDNA4PIPE_TRANSFORMS_PASSES_TD
