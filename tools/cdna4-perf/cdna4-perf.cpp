//===- cdna4-perf.cpp - time a gfx950 kernel's main loop on a CU model ----===//
//
//   cdna4-perf KERNEL.{s,hsaco} [--kernel NAME] [--latency L | --sweep
//       L1,L2,...] [--iterations N] [--gemm M,N,K [--tile MxNxK]]
//       [--timeline OUT.svg] [--lds-latency C] [--vmem-bandwidth B]
//       [--lds-bandwidth B] [--stagger C]
//
// Reads the kernel (lib/Perf: Disassemble, Program), runs it on the model of
// one gfx950 CU (Machine) and prints the figures (Report); the timeline is
// Timeline. docs/PerfModel.md describes the model and its parameters.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Calibrate.h"
#include "cdna4pipe/Perf/Chip.h"
#include "cdna4pipe/Perf/Disassemble.h"
#include "cdna4pipe/Perf/Report.h"
#include "cdna4pipe/Perf/Timeline.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace mlir::cdna4pipe::perf;

static cl::OptionCategory category("cdna4-perf options");
static cl::opt<std::string> inputFile(cl::Positional, cl::Optional,
                                      cl::desc("<kernel.s | kernel.hsaco>"),
                                      cl::init(""), cl::cat(category));
static cl::opt<std::string>
    calibrate("calibrate",
              cl::desc("Calibration table (bench/calibration/*.csv): model "
                       "every row, print measured against modeled"),
              cl::init(""), cl::cat(category));
static cl::opt<std::string>
    objects("objects",
            cl::desc("Directory of the calibration table's code objects"),
            cl::init("."), cl::cat(category));
static cl::opt<std::string>
    train("train", cl::desc("Training rows of the calibration table: ids"),
          cl::init(""), cl::cat(category));
static cl::opt<bool> fit("fit",
                         cl::desc("Fit the chip's fitted parameters on the "
                                  "training rows before printing"),
                         cl::init(false), cl::cat(category));
static cl::opt<unsigned> fitPower(
    "fit-power",
    cl::desc("With --fit: minimise the mean |TFLOP/s error|^P of the "
             "training rows (a large P fits the worst rows; default 0: the "
             "mean squared log error of their times)"),
    cl::init(0), cl::cat(category));
static cl::opt<std::string> kernelName("kernel",
                                       cl::desc("Kernel to model (default: "
                                                "the first with a loop)"),
                                       cl::init(""), cl::cat(category));
static cl::opt<unsigned>
    latency("latency",
            cl::desc("Global-memory latency L in cycles (issue to landing)"),
            cl::init(MachineParams().vmemLatency), cl::cat(category));
static cl::opt<std::string> sweep("sweep",
                                  cl::desc("Latencies to sweep: L1,L2,..."),
                                  cl::init(""), cl::cat(category));
static cl::opt<unsigned> iterations("iterations",
                                    cl::desc("Main-loop trips to run (>= 3)"),
                                    cl::init(RunOptions().iterations),
                                    cl::cat(category));
static cl::opt<unsigned> stagger(
    "stagger",
    cl::desc("Cycles between the starts of consecutive workgroups on the CU "
             "(default 0: all at cycle 0)"),
    cl::init(RunOptions().workgroupStagger), cl::cat(category));
static cl::opt<std::string> gemm("gemm",
                                 cl::desc("Whole-GEMM estimate for M,N,K"),
                                 cl::init(""), cl::cat(category));
static cl::opt<std::string> tile("tile",
                                 cl::desc("Workgroup tile MxNxK for --gemm"),
                                 cl::init("256x256x64"), cl::cat(category));
static cl::opt<std::string> timeline("timeline",
                                     cl::desc("Write an SVG timeline of two "
                                              "steady-state iterations"),
                                     cl::init(""), cl::cat(category));
static cl::opt<unsigned> ldsLatency("lds-latency",
                                    cl::desc("LDS latency in cycles"),
                                    cl::init(MachineParams().ldsLatency),
                                    cl::cat(category));
static cl::opt<double> vmemBandwidth(
    "vmem-bandwidth", cl::desc("Per-CU vector-memory bandwidth, bytes/cycle"),
    cl::init(MachineParams().vmemBytesPerCycle), cl::cat(category));
static cl::opt<double> ldsBandwidth("lds-bandwidth",
                                    cl::desc("LDS bandwidth, bytes/cycle"),
                                    cl::init(MachineParams().ldsBytesPerCycle),
                                    cl::cat(category));

static int fail(const Twine &message) {
  errs() << "cdna4-perf: error: " << message << "\n";
  return 1;
}

/// Parses "a<sep>b<sep>c" into positive integers.
static bool parseList(StringRef text, char sep,
                      SmallVectorImpl<unsigned> &out) {
  SmallVector<StringRef> parts;
  text.split(parts, sep);
  for (StringRef p : parts) {
    unsigned v;
    if (p.trim().getAsInteger(10, v) || v == 0)
      return false;
    out.push_back(v);
  }
  return !out.empty();
}

static Expected<RunResult> runAt(const Program &program, MachineParams params,
                                 unsigned l) {
  params.vmemLatency = l;
  RunOptions options;
  options.iterations = iterations;
  options.workgroupStagger = stagger;
  return runOnCu(program, params, options);
}

static int writeTimeline(const Program &program, const MachineParams &params,
                         const RunResult &run) {
  std::error_code ec;
  raw_fd_ostream os(timeline, ec);
  if (ec)
    return fail("cannot write '" + timeline + "': " + ec.message());
  auto [begin, end] = defaultTimelineWindow(run);
  std::string title;
  raw_string_ostream t(title);
  t << "cdna4-perf " << sys::path::filename(inputFile) << ": kernel "
    << program.facts.name << ", latency " << params.vmemLatency << ", "
    << format("%.0f", run.cyclesPerIteration) << " cycles/iteration, "
    << format("%.1f", 100 * run.utilization) << "% of MFMA peak";
  writeTimelineSvg(run, begin, end, title, os);
  outs() << "timeline: " << timeline << " (cycles " << begin << "-" << end
         << ", " << run.waves.size() << " waves)\n";
  return 0;
}

static void printGemm(const ChipEstimate &e, const GemmLaunch &s) {
  outs() << format("gemm %ux%ux%u, tile %ux%ux%u, A/B elements %g/%g "
                   "bytes: %llu workgroups in %u round(s); %.0f loop "
                   "iterations per workgroup (%.0f K-step(s) each, %.0f "
                   "outside the loop)\n",
                   s.m, s.n, s.k, s.tileM, s.tileN, s.tileK, e.aBytes, e.bBytes,
                   (unsigned long long)e.workgroups, e.rounds, e.loopIterations,
                   e.kStepsPerIteration, e.kStepsOutsideLoop);
  // Three significant digits at least: a tiny launch takes microseconds
  // and reaches a fraction of a TFLOP/s.
  std::string time = e.microseconds < 100
                         ? formatv("{0:f2} us", e.microseconds).str()
                         : formatv("{0:f3} ms", e.microseconds * 1e-3).str();
  int decimals = e.tflops >= 100 ? 0 : e.tflops >= 10 ? 1 : 2;
  outs() << format("gemm modeled: %s, %.*f TFLOP/s (full rounds at %.2f "
                   "GHz)\n",
                   time.c_str(), decimals, e.tflops, e.clockFullGHz);
}

/// The tile order the kernel's code computes for the --gemm launch
/// (TileOrder.h), and the line that says what it is; nullopt (launch
/// order) when the code is not understood, the line saying why.
static std::optional<TileOrder> gemmTileOrder(StringRef text,
                                              const Program &program,
                                              const GemmLaunch &s,
                                              std::string &line) {
  Expected<KernelPrologue> prologue = KernelPrologue::read(text, program);
  Expected<TileOrder> order =
      prologue ? prologue->order(s) : Expected<TileOrder>(prologue.takeError());
  if (!order) {
    line = "gemm tile order: launch order (not read from the kernel's code: " +
           toString(order.takeError()) + ")";
    return std::nullopt;
  }
  line = order->remapped ? "gemm tile order: read from the kernel's code, "
                           "which remaps the workgroups' tiles"
                         : "gemm tile order: read from the kernel's code, "
                           "launch order";
  return std::move(*order);
}

static int runSweep(const Program &program, const MachineParams &params,
                    ArrayRef<unsigned> latencies,
                    const std::optional<GemmLaunch> &shape,
                    const TileOrder *order) {
  outs() << "kernel " << program.facts.name << ": latency sweep, " << iterations
         << " iterations\n";
  outs() << format("%8s %12s %8s %12s %9s", "latency", "cycles/iter", "ideal",
                   "utilization", "TFLOP/s");
  if (shape)
    outs() << format(" %9s", "gemm");
  outs() << "  top stalls\n";
  for (unsigned l : latencies) {
    Expected<RunResult> run = runAt(program, params, l);
    if (!run)
      return fail(toString(run.takeError()));
    MachineParams at = params;
    at.vmemLatency = l;
    outs() << format("%8u %12.0f %8.0f %11.1f%% %9.0f", l,
                     run->cyclesPerIteration,
                     idealCyclesPerIteration(program, at, run->occupancy),
                     100 * run->utilization, loopTflops(program, at, *run));
    if (shape) {
      RunOptions options;
      options.iterations = iterations;
      options.workgroupStagger = stagger;
      Expected<ChipEstimate> e =
          estimateLaunch(program, at, options, *run, *shape, nullptr, order);
      if (!e)
        return fail(toString(e.takeError()));
      outs() << format(" %9.0f", e->tflops);
    }
    outs() << "  " << topStalls(*run, 3) << "\n";
    if (!timeline.empty() && l == latencies.front() &&
        writeTimeline(program, at, *run))
      return 1;
  }
  return 0;
}

/// --calibrate: every row of the table on the model (fitted first with
/// --fit), training rows from --train.
static int runCalibration(const MachineParams &params) {
  if (fitPower.getNumOccurrences() && !fit)
    return fail("--fit-power applies to --fit, which is not given");
  if (fitPower > 64)
    return fail("--fit-power wants P in 0..64 (|error|^P of larger P "
                "underflows), got " +
                Twine(unsigned(fitPower)));
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getFile(calibrate);
  if (!buf)
    return fail("cannot read '" + calibrate + "': " + buf.getError().message());
  Expected<std::vector<CalibrationRow>> rows =
      parseCalibrationTable((*buf)->getBuffer());
  if (!rows)
    return fail(calibrate + ": " + toString(rows.takeError()));
  SmallVector<unsigned> ids;
  if (!train.empty() && !parseList(train, ',', ids))
    return fail("--train wants row ids id1,id2,..., got '" + train + "'");
  for (unsigned id : ids) {
    auto it = llvm::find_if(
        *rows, [&](const CalibrationRow &r) { return r.id == id; });
    if (it == rows->end())
      return fail("--train: no row " + Twine(id) + " in " + calibrate);
    it->train = true;
  }
  RunOptions options;
  options.iterations = iterations;
  options.workgroupStagger = stagger;
  if (Error e = planCalibration(*rows, objects, params, options, outs()))
    return fail(toString(std::move(e)));
  MachineParams at = fit ? fitChip(params, *rows, fitPower) : params;
  printCalibration(*rows, at, outs());
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4-perf: cycle-level model of a gfx950 CU "
                              "running a kernel's main loop\n");
  std::optional<GemmLaunch> shape;
  if (!gemm.empty()) {
    SmallVector<unsigned> mnk, t;
    if (!parseList(gemm, ',', mnk) || mnk.size() != 3)
      return fail("--gemm wants M,N,K (positive integers), got '" + gemm + "'");
    if (!parseList(tile, 'x', t) || t.size() != 3)
      return fail("--tile wants MxNxK (positive integers), got '" + tile + "'");
    shape.emplace();
    shape->m = mnk[0];
    shape->n = mnk[1];
    shape->k = mnk[2];
    shape->tileM = t[0];
    shape->tileN = t[1];
    shape->tileK = t[2];
  }
  MachineParams params;
  params.vmemLatency = latency;
  params.ldsLatency = ldsLatency;
  params.vmemBytesPerCycle = vmemBandwidth;
  params.ldsBytesPerCycle = ldsBandwidth;
  if (!calibrate.empty())
    return runCalibration(params);
  if (inputFile.empty())
    return fail("no kernel file given (or --calibrate TABLE)");
  SmallVector<unsigned> latencies;
  if (!sweep.empty() && !parseList(sweep, ',', latencies))
    return fail("--sweep wants L1,L2,... (positive integers), got '" + sweep +
                "'");
  Expected<std::string> text = readKernelFile(inputFile);
  if (!text)
    return fail(toString(text.takeError()));
  Expected<Program> program = readProgram(*text, kernelName);
  if (!program)
    return fail(inputFile + ": " + toString(program.takeError()));
  std::string orderLine;
  std::optional<TileOrder> order;
  if (shape)
    order = gemmTileOrder(*text, *program, *shape, orderLine);
  const TileOrder *orderPtr = order ? &*order : nullptr;
  if (!latencies.empty())
    return runSweep(*program, params, latencies, shape, orderPtr);
  Expected<RunResult> run = runAt(*program, params, latency);
  if (!run)
    return fail(toString(run.takeError()));
  RunOptions options;
  options.iterations = iterations;
  options.workgroupStagger = stagger;
  printRun(*program, params, options, *run, outs());
  if (shape) {
    Expected<ChipEstimate> e = estimateLaunch(*program, params, options, *run,
                                              *shape, nullptr, orderPtr);
    if (!e)
      return fail(toString(e.takeError()));
    printGemm(*e, *shape);
    outs() << orderLine << "\n";
  }
  if (!timeline.empty())
    return writeTimeline(*program, params, *run);
  return 0;
}
