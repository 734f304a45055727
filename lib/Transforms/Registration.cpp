//===- Registration.cpp - anchor for the cdna4pipe transforms library -----===//
//
// Keeps the library non-empty while passes are added one file at a time and
// gives embedders one call that registers every cdna4pipe pass.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/Passes.h"
