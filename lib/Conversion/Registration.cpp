//===- Registration.cpp - anchor for the cdna4pipe conversion library -----===//
//
// Keeps the library non-empty while passes are added one file at a time and
// gives embedders one call that registers every cdna4pipe pass.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
