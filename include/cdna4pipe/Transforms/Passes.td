//===- Passes.td - cdna4pipe transformation passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_TD
#define CDNA4PIPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Transforms/.

def CDNA4PipeVerifySchedule : Pass<"cdna4pipe-verify-schedule"> {
  let summary = "Statically prove a cdna4pipe GEMM schedule free of LDS hazards";
  let description = [{
    Executes every function that contains `cdna4pipe.g2s` / `cdna4pipe.s2r`
    abstractly (prologue, the K-loop's iterations, epilogue) over the state
    of one wave, all waves running the same program and meeting only at
    barriers, and reports with the op's location, the LDS buffer and slot
    and the iteration: reads of slots whose copies have not landed in every
    wave (wait + barrier), copies into slots that a wave may still read
    (lgkm retirement + barrier), wait counts that leave a needed copy in
    flight (counts are per instruction, not per commit group), waits whose
    count does not retire the copies they name, and copies still in flight
    at kernel end. See docs/ScheduleVerifier.md. The IR is not modified.
  }];
  let options = [
    Option<"unroll", "unroll", "unsigned", /*default=*/"0",
           "Loop iterations to simulate before relying on a periodic state "
           "(0: all iterations of a static trip count up to max-iterations)">,
    Option<"maxIterations", "max-iterations", "unsigned", /*default=*/"16384",
           "Largest trip count simulated completely when unroll is 0">,
    Option<"mfmaRetiresReads", "mfma-retires-reads", "bool",
           /*default=*/"true",
           "An MFMA that consumes an S2R result retires that read (and older "
           "ones), as the lgkmcnt wait LLVM inserts before it does">,
    Option<"summary", "summary", "bool", /*default=*/"false",
           "Emit a remark with the figures of every verified function">,
  ];
}

#endif // CDNA4PIPE_TRANSFORMS_PASSES_TD
