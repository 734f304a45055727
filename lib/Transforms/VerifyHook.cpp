//===- VerifyHook.cpp - schedule verifier hook for the interleave ---------===//

#include "cdna4pipe/Transforms/VerifyHook.h"

#include <atomic>

using namespace mlir;

static std::atomic<cdna4pipe::ScheduleVerifierFn> installed{nullptr};

void cdna4pipe::setScheduleVerifier(ScheduleVerifierFn fn) { installed = fn; }

cdna4pipe::ScheduleVerifierFn cdna4pipe::getScheduleVerifier() {
  return installed;
}
