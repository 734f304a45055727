//===- HopperSharedBytes.cpp - shared-memory bytes of Hopper views --------===//

#include "cdna4pipe/Analysis/HopperSharedBytes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

std::string hopper::describeThreads(const ThreadSet &threads) {
  int64_t n = threads.count();
  if (n == 0)
    return "no thread";
  if (n == static_cast<int64_t>(threads.size()))
    return "every thread";
  std::string s = n == 1 ? "thread " : "threads ";
  int shown = 0;
  for (int t = threads.find_first(); t >= 0;) {
    int end = t;
    while (end + 1 < static_cast<int>(threads.size()) && threads.test(end + 1))
      ++end;
    if (shown++)
      s += ",";
    if (shown > 8) {
      s += "...";
      break;
    }
    s += std::to_string(t);
    if (end > t)
      s += "-" + std::to_string(end);
    t = threads.find_next(end);
  }
  return s;
}

std::string hopper::describeRuns(ArrayRef<ByteRun> runs) {
  if (runs.empty())
    return "[]";
  std::string s = "[" + std::to_string(runs.front().begin) + ", " +
                  std::to_string(runs.back().end) + ")";
  if (runs.size() > 1)
    s += " in " + std::to_string(runs.size()) + " pieces";
  return s;
}

namespace {
/// A strided window of the dynamic block: element (i0, i1, ...) at byte
/// base + elemBytes * sum(i_d * strides[d]).
struct Window {
  int64_t base = 0;
  int64_t elemBytes = 1;
  SmallVector<int64_t> sizes, strides;
};
} // namespace

static std::optional<Window>
windowOf(Value memref, function_ref<std::optional<int64_t>(Value)> value,
         std::string &why) {
  if (auto sub = memref.getDefiningOp<memref::SubViewOp>()) {
    std::optional<Window> w = windowOf(sub.getSource(), value, why);
    if (!w)
      return std::nullopt;
    auto get = [&](OpFoldResult r) -> std::optional<int64_t> {
      if (auto attr = dyn_cast<Attribute>(r))
        return cast<IntegerAttr>(attr).getInt();
      std::optional<int64_t> x = value(cast<Value>(r));
      if (!x)
        why = "cannot evaluate an offset, size or stride of the subview";
      return x;
    };
    Window out;
    out.base = w->base;
    out.elemBytes = w->elemBytes;
    llvm::SmallBitVector dropped = sub.getDroppedDims();
    for (auto [d, off, size, stride] :
         llvm::enumerate(sub.getMixedOffsets(), sub.getMixedSizes(),
                         sub.getMixedStrides())) {
      std::optional<int64_t> o = get(off), n = get(size), s = get(stride);
      if (!o || !n || !s)
        return std::nullopt;
      if (*o < 0 || *n < 0 || *o + (*n - 1) * *s >= w->sizes[d]) {
        why = "the subview leaves its source";
        return std::nullopt;
      }
      out.base += *o * w->strides[d] * w->elemBytes;
      if (dropped.test(d))
        continue;
      out.sizes.push_back(*n);
      out.strides.push_back(w->strides[d] * *s);
    }
    return out;
  }
  auto view = memref.getDefiningOp<memref::ViewOp>();
  if (!view || !view.getSource().getDefiningOp<gpu::DynamicSharedMemoryOp>()) {
    why = "it is no view of the dynamic shared block";
    return std::nullopt;
  }
  auto type = view.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity()) {
    why = "the view has no static identity-layout shape";
    return std::nullopt;
  }
  std::optional<int64_t> shift = value(view.getByteShift());
  if (!shift) {
    why = "cannot evaluate the byte shift of the view";
    return std::nullopt;
  }
  Window w;
  w.base = *shift;
  w.elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  w.sizes.assign(type.getShape().begin(), type.getShape().end());
  w.strides.assign(type.getRank(), 1);
  for (int64_t d = type.getRank() - 2; d >= 0; --d)
    w.strides[d] = w.strides[d + 1] * w.sizes[d + 1];
  return w;
}

std::optional<SmallVector<ByteRun>>
hopper::sharedBytes(Value memref,
                    function_ref<std::optional<int64_t>(Value)> value,
                    std::string &why) {
  std::optional<Window> w = windowOf(memref, value, why);
  if (!w)
    return std::nullopt;
  SmallVector<ByteRun> runs;
  int64_t rank = w->sizes.size();
  if (llvm::is_contained(w->sizes, 0))
    return runs;
  // The innermost dimension is one run when it is unit-strided.
  bool unit = rank > 0 && w->strides.back() == 1;
  int64_t inner = unit ? w->sizes.back() : 1;
  int64_t outerDims = unit ? rank - 1 : rank;
  constexpr int64_t kMaxRuns = 1 << 16;
  int64_t count = 1;
  for (int64_t d = 0; d < outerDims; ++d)
    count *= w->sizes[d];
  if (count > kMaxRuns) {
    why = "the view has more than 65536 separate pieces";
    return std::nullopt;
  }
  SmallVector<int64_t> idx(outerDims, 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t at = w->base;
    for (int64_t d = 0; d < outerDims; ++d)
      at += idx[d] * w->strides[d] * w->elemBytes;
    int64_t end = at + inner * w->elemBytes;
    if (!runs.empty() && runs.back().end == at)
      runs.back().end = end;
    else
      runs.push_back({at, end});
    for (int64_t d = outerDims - 1; d >= 0; --d) {
      if (++idx[d] < w->sizes[d])
        break;
      idx[d] = 0;
    }
  }
  llvm::sort(runs, [](ByteRun a, ByteRun b) { return a.begin < b.begin; });
  SmallVector<ByteRun> merged;
  for (ByteRun r : runs) {
    if (!merged.empty() && r.begin <= merged.back().end)
      merged.back().end = std::max(merged.back().end, r.end);
    else
      merged.push_back(r);
  }
  return merged;
}
