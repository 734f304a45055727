// A pipeline that cannot be built is an error of the pipeline parser (the
// tool exits non-zero, the input is not printed back unchanged), with the
// reason.
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(cdna4pipe-to-gfx950{schedule=zigzag})' \
// RUN:   2>&1 | FileCheck %s --check-prefix=SCHEDULE
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(cdna4pipe-to-gfx950{num-stages=two})' \
// RUN:   2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(cdna4pipe-to-sm90a{opt-level=x})' \
// RUN:   2>&1 | FileCheck %s --check-prefix=SM90

// SCHEDULE: error: cdna4pipe-to-gfx950: could not build the pipeline: unknown schedule 'zigzag' (auto, default or pingpong)
// SCHEDULE-NOT: gpu.module
// OPTION: error: cdna4pipe-to-gfx950: bad options 'num-stages=two'
// SM90: error: cdna4pipe-to-sm90a: bad options 'opt-level=x'

gpu.module @m {
}
