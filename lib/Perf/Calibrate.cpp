//===- Calibrate.cpp - the chip model against measured launches -----------===//
//
// See Calibrate.h. The fit is a coordinate descent: each fitted parameter in
// turn by golden-section search of its logarithm within physical bounds,
// eight sweeps; the objective is the mean squared log(modeled / measured)
// time over the training rows, or the mean |TFLOP/s error|^P for a tail fit.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Calibrate.h"
#include "cdna4pipe/Perf/Disassemble.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

static const char *const kColumns[] = {
    "id",   "family",   "kernel",       "code_object", "M",
    "N",    "K",        "layout",       "split_k",     "split_grid",
    "tile", "in_bytes", "out_bytes",    "measured_us", "measured_tflops",
    "gpu",  "cus",      "input_copies", "copy_bytes",  "source"};
constexpr unsigned kNumColumns = std::size(kColumns);

Expected<std::vector<CalibrationRow>>
perf::parseCalibrationTable(StringRef csv) {
  std::vector<CalibrationRow> rows;
  unsigned line = 0;
  for (StringRef raw : llvm::split(csv, '\n')) {
    ++line;
    raw = raw.trim();
    if (raw.empty() || raw.starts_with("#"))
      continue;
    SmallVector<StringRef> f;
    raw.split(f, ',', -1, true);
    if (f.size() != kNumColumns)
      return createStringError("line " + Twine(line) + ": " + Twine(f.size()) +
                               " fields, expected " + Twine(kNumColumns));
    if (f[0] == "id")
      continue; // the header
    CalibrationRow r;
    SmallVector<StringRef> tile;
    f[10].split(tile, 'x');
    bool bad =
        f[0].getAsInteger(10, r.id) || f[4].getAsInteger(10, r.launch.m) ||
        f[5].getAsInteger(10, r.launch.n) ||
        f[6].getAsInteger(10, r.launch.k) ||
        f[8].getAsInteger(10, r.launch.splitK) || tile.size() != 3 ||
        tile[0].getAsInteger(10, r.launch.tileM) ||
        tile[1].getAsInteger(10, r.launch.tileN) ||
        tile[2].getAsInteger(10, r.launch.tileK) ||
        f[11].getAsDouble(r.launch.aBytes) || r.launch.aBytes <= 0 ||
        f[12].getAsInteger(10, r.launch.outputBytes) ||
        f[13].getAsDouble(r.measuredUs) ||
        f[14].getAsDouble(r.measuredTflops) || f[16].getAsInteger(10, r.cus) ||
        f[17].getAsInteger(10, r.launch.inputCopies) ||
        f[18].getAsDouble(r.launch.copyBytes) || r.launch.copyBytes < 0 ||
        r.measuredUs <= 0 || (f[9] != "z" && f[9] != "x");
    if (bad)
      return createStringError("line " + Twine(line) + ": malformed row '" +
                               raw + "'");
    r.launch.bBytes = r.launch.aBytes;
    // Where the launcher puts the K slices (bench/calibration/README.md).
    r.launch.splitInGridX = f[9] == "x";
    r.family = f[1].str();
    r.kernel = f[2].str();
    r.codeObject = f[3].str();
    r.layout = f[7].str();
    r.gpu = f[15].str();
    r.source = f[19].str();
    rows.push_back(std::move(r));
  }
  return rows;
}

/// The tile order of row `r` read from its kernel's code (null: the launch
/// order, when the code is not understood; `reason` says why).
static std::optional<TileOrder>
rowTileOrder(const std::optional<KernelPrologue> &prologue,
             const CalibrationRow &r, std::string &reason) {
  if (!prologue)
    return std::nullopt;
  Expected<TileOrder> order = prologue->order(r.launch);
  if (!order) {
    reason = toString(order.takeError());
    return std::nullopt;
  }
  return std::move(*order);
}

Error perf::planCalibration(std::vector<CalibrationRow> &rows,
                            StringRef objectDir, const MachineParams &params,
                            const RunOptions &options, raw_ostream &notes) {
  // Each kernel runs twice on the CU model: at the HBM latency and at the
  // Infinity Cache's (for inputs a launch finds there).
  MachineParams warm = params;
  warm.vmemLatency = infinityCacheRunLatency(params);
  struct Ran {
    Program program;
    RunResult run, warmRun;
    std::optional<KernelPrologue> prologue;
    // Rows whose tiles the kernel remaps, rows left in launch order (the
    // first reason).
    unsigned remapped = 0, launchOrder = 0;
    std::string reason;
  };
  StringMap<Ran> runs;
  for (CalibrationRow &r : rows) {
    std::string key = r.codeObject + ":" + r.kernel;
    auto it = runs.find(key);
    if (it == runs.end()) {
      SmallString<256> path(objectDir);
      sys::path::append(path, r.codeObject);
      Expected<std::string> text = readKernelFile(path);
      if (!text)
        return text.takeError();
      Expected<Program> program = readProgram(*text, r.kernel);
      if (!program)
        return createStringError(path + ": " + toString(program.takeError()));
      Expected<RunResult> run = runOnCu(*program, params, options);
      if (!run)
        return createStringError(path + ": " + toString(run.takeError()));
      Expected<RunResult> warmRun = runOnCu(*program, warm, options);
      if (!warmRun)
        return createStringError(path + ": " + toString(warmRun.takeError()));
      Expected<KernelPrologue> prologue = KernelPrologue::read(*text, *program);
      it = runs.insert({key, Ran{std::move(*program), std::move(*run),
                                 std::move(*warmRun)}})
               .first;
      if (prologue)
        it->second.prologue = std::move(*prologue);
      else
        it->second.reason = toString(prologue.takeError());
    }
    Ran &ran = it->second;
    std::string reason = ran.reason;
    std::optional<TileOrder> order = rowTileOrder(ran.prologue, r, reason);
    if (!order && ran.reason.empty())
      ran.reason = reason;
    ++(order ? ran.remapped : ran.launchOrder);
    if (order && !order->remapped) // the launch order, read from the code
      --ran.remapped;
    Expected<ChipEstimate> plan =
        planLaunch(ran.program, params, options, ran.run, r.launch,
                   &ran.warmRun, order ? &*order : nullptr);
    if (!plan)
      return createStringError("row " + Twine(r.id) + ": " +
                               toString(plan.takeError()));
    r.plan = *plan;
  }
  std::vector<StringRef> keys;
  for (const auto &entry : runs)
    keys.push_back(entry.getKey());
  llvm::sort(keys);
  for (StringRef key : keys) {
    const Ran &ran = runs.find(key)->second;
    StringRef kernel = key.rsplit(':').second;
    if (ran.remapped)
      notes << "note: " << kernel << ": its code remaps the tiles of "
            << ran.remapped << " of its rows (TileOrder.h)\n";
    if (ran.launchOrder)
      notes << "note: " << kernel << ": " << ran.launchOrder
            << " of its rows in launch order, the tile order not read from "
               "its code: "
            << ran.reason << "\n";
  }
  return Error::success();
}

static double logError(const CalibrationRow &r, const MachineParams &p) {
  ChipEstimate e = r.plan;
  timeLaunch(p, e);
  return std::log(e.microseconds / r.measuredUs);
}

static double objective(ArrayRef<CalibrationRow> rows, const MachineParams &p,
                        unsigned power) {
  double sum = 0;
  unsigned n = 0;
  for (const CalibrationRow &r : rows)
    if (r.train) {
      double e = logError(r, p);
      // The TFLOP/s error is measured / modeled time - 1 = exp(-e) - 1.
      sum += power ? std::pow(std::fabs(std::exp(-e) - 1), power) : e * e;
      ++n;
    }
  return n ? sum / n : 0;
}

MachineParams perf::fitChip(const MachineParams &start,
                            ArrayRef<CalibrationRow> rows, unsigned power) {
  struct Fitted {
    double MachineParams::*field;
    double lo, hi;
  };
  // Bounds: physical ranges, not tuned (clock up to the peak, HBM up to its
  // 8 TB/s peak, launches up to 20 us, HBM latency 200 ns to 5 us, a
  // semaphore operation 0.1 ns to 1 us).
  const Fitted fitted[] = {{&MachineParams::fullLoadClockGHz, 0.5, 2.4},
                           {&MachineParams::hbmGBps, 500, 8000},
                           {&MachineParams::mallGBps, 1000, 64000},
                           {&MachineParams::launchMicroseconds, 0.1, 20},
                           {&MachineParams::overlapExponent, 1, 64},
                           {&MachineParams::hbmLatencyNs, 200, 5000},
                           {&MachineParams::mallLatencyNs, 50, 5000},
                           {&MachineParams::atomicGBps, 100, 64000},
                           {&MachineParams::cuGBps, 10, 400},
                           {&MachineParams::semaphoreNs, 0.1, 1000},
                           {&MachineParams::clearLaunchMicroseconds, 0.1, 20}};
  MachineParams p = start;
  const double phi = (std::sqrt(5.0) - 1) / 2;
  for (unsigned sweep = 0; sweep < 8; ++sweep) {
    for (const Fitted &f : fitted) {
      double a = std::log(f.lo), b = std::log(f.hi);
      auto at = [&](double x) {
        MachineParams q = p;
        q.*f.field = std::exp(x);
        return objective(rows, q, power);
      };
      double c = b - phi * (b - a), d = a + phi * (b - a);
      double fc = at(c), fd = at(d);
      for (unsigned i = 0; i < 60; ++i) {
        if (fc < fd) {
          b = d, d = c, fd = fc;
          c = b - phi * (b - a), fc = at(c);
        } else {
          a = c, c = d, fc = fd;
          d = a + phi * (b - a), fd = at(d);
        }
      }
      double best = std::exp((a + b) / 2);
      MachineParams q = p;
      q.*f.field = best;
      if (objective(rows, q, power) <= objective(rows, p, power))
        p = q;
    }
  }
  return p;
}

static std::vector<double> ranks(ArrayRef<double> v) {
  std::vector<size_t> order(v.size());
  std::iota(order.begin(), order.end(), 0);
  llvm::sort(order, [&](size_t a, size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]])
      ++j;
    for (size_t k = i; k <= j; ++k)
      r[order[k]] = (double(i) + double(j)) / 2;
    i = j + 1;
  }
  return r;
}

double perf::spearman(ArrayRef<double> a, ArrayRef<double> b) {
  if (a.size() < 2 || a.size() != b.size())
    return 0;
  std::vector<double> ra = ranks(a), rb = ranks(b);
  double n = a.size(), ma = (n - 1) / 2, sab = 0, saa = 0, sbb = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    sab += (ra[i] - ma) * (rb[i] - ma);
    saa += (ra[i] - ma) * (ra[i] - ma);
    sbb += (rb[i] - ma) * (rb[i] - ma);
  }
  return saa > 0 && sbb > 0 ? sab / std::sqrt(saa * sbb) : 0;
}

/// The error summary of the training or the validation rows, of one family
/// (`family` non-empty) or of all.
static void printSummary(ArrayRef<CalibrationRow> rows,
                         ArrayRef<double> modeledTflops, bool train,
                         StringRef family, raw_ostream &os) {
  std::vector<double> errors, measured, modeled;
  StringMap<unsigned> families;
  for (auto [r, m] : llvm::zip(rows, modeledTflops)) {
    if (r.train != train || (!family.empty() && r.family != family))
      continue;
    errors.push_back(std::abs(m / r.measuredTflops - 1));
    measured.push_back(r.measuredTflops);
    modeled.push_back(m);
    ++families[r.family];
  }
  os << (train ? "training" : "validation");
  if (!family.empty())
    os << " " << family;
  os << ": " << errors.size() << " rows, " << families.size()
     << " kernel families (";
  std::vector<std::string> names;
  for (const auto &f : families)
    names.push_back(f.getKey().str() + " " + std::to_string(f.getValue()));
  llvm::sort(names);
  ListSeparator sep(", ");
  for (const std::string &n : names)
    os << sep << n;
  os << ")";
  if (errors.empty()) {
    os << "\n";
    return;
  }
  std::vector<double> sorted = errors;
  llvm::sort(sorted);
  size_t n = sorted.size();
  double median =
      n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  unsigned within10 =
      llvm::count_if(sorted, [](double e) { return e <= 0.10; });
  os << format("; median |error| %.1f%%, max |error| %.1f%%, %u of %zu "
               "within 10%%, Spearman %.3f\n",
               100 * median, 100 * sorted.back(), within10, n,
               spearman(measured, modeled));
}

void perf::printCalibration(ArrayRef<CalibrationRow> rows,
                            const MachineParams &p, raw_ostream &os) {
  os << format(
      "chip parameters: full-load clock %.3f GHz, HBM %.0f GB/s, "
      "Infinity Cache %.0f GB/s, launch %.2f us, overlap exponent "
      "%.2f, HBM latency %.0f ns, Infinity Cache latency %.0f ns, atomics "
      "%.0f GB/s, CU loads %.1f GB/s, semaphore ops %.2f ns, clearing launch "
      "%.2f us\n",
      p.fullLoadClockGHz, p.hbmGBps, p.mallGBps, p.launchMicroseconds,
      p.overlapExponent, p.hbmLatencyNs, p.mallLatencyNs, p.atomicGBps,
      p.cuGBps, p.semaphoreNs, p.clearLaunchMicroseconds);
  os << format("%4s %-5s %-10s %-44s %6s %6s %6s %3s %10s %10s %8s %8s %7s  "
               "%s\n",
               "id", "set", "family", "kernel", "M", "N", "K", "sK", "meas us",
               "model us", "meas TF", "model TF", "error", "bound");
  std::vector<double> modeled;
  for (const CalibrationRow &r : rows) {
    ChipEstimate e = r.plan;
    timeLaunch(p, e);
    modeled.push_back(e.tflops);
  }
  // The training rows first, then the validation rows.
  for (bool train : {true, false}) {
    for (auto [r, tflops] : llvm::zip(rows, modeled)) {
      if (r.train != train)
        continue;
      ChipEstimate e = r.plan;
      timeLaunch(p, e);
      double reads = std::max({e.mallUs, e.hbmUs, e.cuUs});
      const char *bound = e.computeUs >= reads ? "compute"
                          : e.cuUs >= reads    ? "cu"
                          : e.hbmUs >= reads   ? "hbm"
                                               : "mall";
      os << format("%4u %-5s %-10s %-44s %6u %6u %6u %3u %10.2f %10.2f "
                   "%8.1f %8.1f %+6.1f%%  %s\n",
                   r.id, train ? "train" : "valid", r.family.c_str(),
                   r.kernel.c_str(), r.launch.m, r.launch.n, r.launch.k,
                   r.launch.splitK, r.measuredUs, e.microseconds,
                   r.measuredTflops, tflops,
                   100 * (tflops / r.measuredTflops - 1), bound);
    }
  }
  printSummary(rows, modeled, true, "", os);
  printSummary(rows, modeled, false, "", os);
  // Then each family apart (in the table's order), its training rows first.
  std::vector<std::string> families;
  for (const CalibrationRow &r : rows)
    if (!llvm::is_contained(families, r.family))
      families.push_back(r.family);
  for (bool train : {true, false})
    for (const std::string &f : families)
      if (llvm::any_of(rows, [&](const CalibrationRow &r) {
            return r.train == train && r.family == f;
          }))
        printSummary(rows, modeled, train, f, os);
}
