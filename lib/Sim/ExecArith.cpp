//===- ExecArith.cpp - integer, float and vector semantics ----------------===//
//
// Owns the semantics of the Integer, Float and Vector opcode families
// (Program.h): LLVM's integer arithmetic at the value's width (wrapping,
// division by zero is an error), comparisons and selects, float arithmetic
// computed in double and rounded to the element kind, conversions, bitcasts,
// aggregate and vector element access, shuffles. Every instruction runs for
// all 64 lanes of a wave over its `width` words.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/IR/Diagnostics.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

/// Integer binary ops at the value's width: wrapping arithmetic, bitwise
/// ops, shifts, min / max, and division (an error by zero).
Step Simulator::Impl::execIntBinary(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  uint64_t m = maskBits(in.bits);
  unsigned b = in.bits;
  for (unsigned e = 0; e < W; ++e) {
    uint64_t *r = g.R(e), *x = g.A(0, e), *y = g.A(1, e);
    switch (in.opc) {
    case Add:
      for (unsigned l = 0; l < L; ++l)
        r[l] = (x[l] + y[l]) & m;
      break;
    case Sub:
      for (unsigned l = 0; l < L; ++l)
        r[l] = (x[l] - y[l]) & m;
      break;
    case Mul:
      for (unsigned l = 0; l < L; ++l)
        r[l] = (x[l] * y[l]) & m;
      break;
    case And:
      for (unsigned l = 0; l < L; ++l)
        r[l] = x[l] & y[l];
      break;
    case Or:
      for (unsigned l = 0; l < L; ++l)
        r[l] = x[l] | y[l];
      break;
    case Xor:
      for (unsigned l = 0; l < L; ++l)
        r[l] = x[l] ^ y[l];
      break;
    case Shl:
      for (unsigned l = 0; l < L; ++l)
        r[l] = y[l] >= b ? 0 : (x[l] << y[l]) & m;
      break;
    case LShr:
      for (unsigned l = 0; l < L; ++l)
        r[l] = y[l] >= b ? 0 : x[l] >> y[l];
      break;
    case AShr:
      for (unsigned l = 0; l < L; ++l)
        r[l] =
            uint64_t(sextBits(x[l], b) >> std::min<uint64_t>(y[l], b - 1)) & m;
      break;
    case UMin:
      for (unsigned l = 0; l < L; ++l)
        r[l] = std::min(x[l], y[l]);
      break;
    case UMax:
      for (unsigned l = 0; l < L; ++l)
        r[l] = std::max(x[l], y[l]);
      break;
    case SMin:
      for (unsigned l = 0; l < L; ++l)
        r[l] = sextBits(x[l], b) < sextBits(y[l], b) ? x[l] : y[l];
      break;
    case SMax:
      for (unsigned l = 0; l < L; ++l)
        r[l] = sextBits(x[l], b) > sextBits(y[l], b) ? x[l] : y[l];
      break;
    default: // division
      for (unsigned l = 0; l < L; ++l) {
        if (y[l] == 0) {
          in.op->emitError("cdna4-sim: division by zero in wave ")
              << wv.id << " lane " << l;
          return Step::Error;
        }
        int64_t sx = sextBits(x[l], b), sy = sextBits(y[l], b);
        switch (in.opc) {
        case UDiv:
          r[l] = x[l] / y[l];
          break;
        case URem:
          r[l] = x[l] % y[l];
          break;
        case SDiv:
          r[l] = uint64_t(sy == -1 ? -sx : sx / sy) & m;
          break;
        default:
          r[l] = uint64_t(sy == -1 ? 0 : sx % sy) & m;
          break;
        }
      }
    }
  }
  return Step::Next;
}

/// Integer binary ops, select, extensions and truncation.
Step Simulator::Impl::execInteger(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  uint64_t m = maskBits(in.bits);
  switch (in.opc) {
  case Add:
  case Sub:
  case Mul:
  case And:
  case Or:
  case Xor:
  case Shl:
  case LShr:
  case AShr:
  case UDiv:
  case SDiv:
  case URem:
  case SRem:
  case UMin:
  case UMax:
  case SMin:
  case SMax:
    return execIntBinary(wv, in);
  case ICmp:
    return execICmp(wv, in);
  case Select: {
    bool vecCond = in.in[0].width > 1;
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *c = g.A(0, vecCond ? e : 0), *x = g.A(1, e),
               *y = g.A(2, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = (c[l] & 1) ? x[l] : y[l];
    }
    break;
  }
  case SExt:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = uint64_t(sextBits(x[l], in.srcBits)) & m;
    }
    break;
  case ZExt:
  case Copy:
    for (unsigned e = 0; e < W; ++e)
      std::copy_n(g.A(0, e), L, g.R(e));
    break;
  case Trunc:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = x[l] & m;
    }
    break;
  default:
    break;
  }
  return Step::Next;
}

/// Integer comparison, elementwise.
Step Simulator::Impl::execICmp(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  unsigned b = in.srcBits;
  auto p = LLVM::ICmpPredicate(in.pred);
  for (unsigned e = 0; e < W; ++e) {
    uint64_t *r = g.R(e), *x = g.A(0, e), *y = g.A(1, e);
    for (unsigned l = 0; l < L; ++l) {
      uint64_t u = x[l], v = y[l];
      int64_t s = sextBits(u, b), t = sextBits(v, b);
      bool c;
      switch (p) {
      case LLVM::ICmpPredicate::eq:
        c = u == v;
        break;
      case LLVM::ICmpPredicate::ne:
        c = u != v;
        break;
      case LLVM::ICmpPredicate::slt:
        c = s < t;
        break;
      case LLVM::ICmpPredicate::sle:
        c = s <= t;
        break;
      case LLVM::ICmpPredicate::sgt:
        c = s > t;
        break;
      case LLVM::ICmpPredicate::sge:
        c = s >= t;
        break;
      case LLVM::ICmpPredicate::ult:
        c = u < v;
        break;
      case LLVM::ICmpPredicate::ule:
        c = u <= v;
        break;
      case LLVM::ICmpPredicate::ugt:
        c = u > v;
        break;
      default:
        c = u >= v;
        break;
      }
      r[l] = c;
    }
  }
  return Step::Next;
}

/// Float binary ops, negation, fused multiply-add.
Step Simulator::Impl::execFloat(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  switch (in.opc) {
  case FAdd:
  case FSub:
  case FMul:
  case FDiv:
  case FMax:
  case FMin: {
    uint8_t k = in.bits;
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e), *y = g.A(1, e);
      for (unsigned l = 0; l < L; ++l) {
        double a = fpToDouble(k, x[l]), b = fpToDouble(k, y[l]), c;
        switch (in.opc) {
        case FAdd:
          c = a + b;
          break;
        case FSub:
          c = a - b;
          break;
        case FMul:
          c = a * b;
          break;
        case FDiv:
          c = a / b;
          break;
        case FMax:
          c = std::fmax(a, b);
          break;
        default:
          c = std::fmin(a, b);
          break;
        }
        r[l] = doubleToFp(k, c);
      }
    }
    break;
  }
  case FNeg:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, -fpToDouble(in.bits, x[l]));
    }
    break;
  case FExp2:
    // v_exp_f32 is accurate to 1 ulp; the model rounds the exact value.
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, std::exp2(fpToDouble(in.bits, x[l])));
    }
    break;
  case FCmp:
    return execFCmp(wv, in);
  case FPCast:
  case SIToFP:
  case UIToFP:
  case FPToSI:
  case FPToUI:
    return execFloatConvert(wv, in);
  case FMA:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e), *y = g.A(1, e), *z = g.A(2, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, std::fma(fpToDouble(in.bits, x[l]),
                                            fpToDouble(in.bits, y[l]),
                                            fpToDouble(in.bits, z[l])));
    }
    break;
  default:
    break;
  }
  return Step::Next;
}

/// Float comparison, elementwise (ordered / unordered predicates).
Step Simulator::Impl::execFCmp(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  auto p = LLVM::FCmpPredicate(in.pred);
  for (unsigned e = 0; e < W; ++e) {
    uint64_t *r = g.R(e), *x = g.A(0, e), *y = g.A(1, e);
    for (unsigned l = 0; l < L; ++l) {
      double a = fpToDouble(in.srcBits, x[l]), b = fpToDouble(in.srcBits, y[l]);
      bool uno = std::isnan(a) || std::isnan(b), c;
      switch (p) {
      case LLVM::FCmpPredicate::_false:
        c = false;
        break;
      case LLVM::FCmpPredicate::oeq:
        c = !uno && a == b;
        break;
      case LLVM::FCmpPredicate::ogt:
        c = !uno && a > b;
        break;
      case LLVM::FCmpPredicate::oge:
        c = !uno && a >= b;
        break;
      case LLVM::FCmpPredicate::olt:
        c = !uno && a < b;
        break;
      case LLVM::FCmpPredicate::ole:
        c = !uno && a <= b;
        break;
      case LLVM::FCmpPredicate::one:
        c = !uno && a != b;
        break;
      case LLVM::FCmpPredicate::ord:
        c = !uno;
        break;
      case LLVM::FCmpPredicate::ueq:
        c = uno || a == b;
        break;
      case LLVM::FCmpPredicate::ugt:
        c = uno || a > b;
        break;
      case LLVM::FCmpPredicate::uge:
        c = uno || a >= b;
        break;
      case LLVM::FCmpPredicate::ult:
        c = uno || a < b;
        break;
      case LLVM::FCmpPredicate::ule:
        c = uno || a <= b;
        break;
      case LLVM::FCmpPredicate::une:
        c = uno || a != b;
        break;
      case LLVM::FCmpPredicate::uno:
        c = uno;
        break;
      default:
        c = true;
        break;
      }
      r[l] = c;
    }
  }
  return Step::Next;
}

/// Float <-> float and int <-> float conversions.
Step Simulator::Impl::execFloatConvert(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  uint64_t m = maskBits(in.bits);
  switch (in.opc) {
  case FPCast:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      if (in.srcBits == F32 && in.bits == BF16) {
        for (unsigned l = 0; l < L; ++l)
          r[l] = f32ToBF16(bitsToF32(uint32_t(x[l])));
      } else {
        for (unsigned l = 0; l < L; ++l)
          r[l] = doubleToFp(in.bits, fpToDouble(in.srcBits, x[l]));
      }
    }
    break;
  case SIToFP:
  case UIToFP:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, in.opc == SIToFP
                                       ? double(sextBits(x[l], in.srcBits))
                                       : double(x[l]));
    }
    break;
  case FPToSI:
  case FPToUI:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = g.R(e), *x = g.A(0, e);
      for (unsigned l = 0; l < L; ++l) {
        double d = fpToDouble(in.srcBits, x[l]);
        r[l] = (in.opc == FPToSI ? uint64_t(int64_t(d)) : uint64_t(d)) & m;
      }
    }
    break;
  default:
    break;
  }
  return Step::Next;
}

/// Bitcasts, aggregate and vector element access, shuffles.
Step Simulator::Impl::execVector(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  switch (in.opc) {
  case Bitcast: {
    unsigned sb = in.srcBits / 8, rb = in.bits / 8;
    unsigned sw = in.in[0].width;
    uint8_t buf[128];
    if (sb * sw > sizeof(buf)) {
      in.op->emitError("cdna4-sim: bitcast too wide");
      return Step::Error;
    }
    for (unsigned l = 0; l < L; ++l) {
      for (unsigned e = 0; e < sw; ++e) {
        uint64_t v = g.A(0, e)[l];
        std::memcpy(buf + e * sb, &v, sb);
      }
      for (unsigned e = 0; e < W; ++e) {
        uint64_t v = 0;
        std::memcpy(&v, buf + e * rb, rb);
        g.R(e)[l] = v;
      }
    }
    break;
  }
  case ExtractValue:
    for (unsigned e = 0; e < W; ++e)
      std::copy_n(g.A(0, in.imm + e), L, g.R(e));
    break;
  case InsertValue:
    if (in.in[0].off != in.res)
      for (unsigned e = 0; e < W; ++e)
        std::copy_n(g.A(0, e), L, g.R(e));
    for (unsigned e = 0; e < in.in[1].width; ++e)
      std::copy_n(g.A(1, e), L, g.R(in.imm + e));
    break;
  case ExtractElement: {
    unsigned n = in.in[0].width;
    uint64_t *r = g.R(), *idx = g.A(1);
    for (unsigned l = 0; l < L; ++l) {
      uint64_t i = idx[l] & maskBits(in.srcBits);
      r[l] = i < n ? g.A(0, i)[l] : 0;
    }
    break;
  }
  case InsertElement: {
    unsigned n = in.in[0].width;
    for (unsigned e = 0; e < n; ++e)
      std::copy_n(g.A(0, e), L, g.R(e));
    uint64_t *idx = g.A(2), *v = g.A(1);
    for (unsigned l = 0; l < L; ++l) {
      uint64_t i = idx[l] & maskBits(in.srcBits);
      if (i < n)
        g.R(i)[l] = v[l];
    }
    break;
  }
  case Shuffle: {
    unsigned n1 = in.in[0].width;
    // Results may alias nothing (SSA), copy straight.
    for (unsigned e = 0; e < W; ++e) {
      int64_t mIdx = in.extra[e];
      if (mIdx < 0)
        std::fill_n(g.R(e), L, 0);
      else if (mIdx < int64_t(n1))
        std::copy_n(g.A(0, mIdx), L, g.R(e));
      else
        std::copy_n(g.A(1, mIdx - n1), L, g.R(e));
    }
    break;
  }
  default:
    break;
  }
  return Step::Next;
}
