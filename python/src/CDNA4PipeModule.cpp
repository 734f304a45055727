//===- CDNA4PipeModule.cpp - the `cdna4pipe._cdna4pipe` extension ---------===//
//
// pybind11 bindings over lib/Embed (text in, text / bytes / dicts out). Each
// function returns a dict with "ok" and "diagnostics" next to its results;
// the Python layer (cdna4pipe/__init__.py) turns a failure into an
// MLIRError carrying the diagnostics and their locations. Nothing is
// computed here: the generator, passes, driver, report reader and verifier
// are the project's, and so are the simulator's GEMM harness and the cycle
// model.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Embed/Embed.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

namespace py = pybind11;
using namespace mlir::cdna4pipe;

namespace {

py::dict status(const embed::Status &s) {
  py::dict d;
  d["ok"] = s.ok;
  d["diagnostics"] = s.diagnostics;
  return d;
}

template <typename T> py::object optional(const std::optional<T> &v) {
  return v ? py::cast(*v) : py::none();
}

py::dict loopDict(const LoopReport &l) {
  py::dict d;
  d["label"] = l.label;
  d["first_line"] = l.firstLine;
  d["last_line"] = l.lastLine;
  d["mfma"] = l.mfma;
  d["lds_dma"] = l.ldsDma;
  d["ds_read"] = l.dsRead;
  d["ds_write"] = l.dsWrite;
  d["barrier"] = l.barrier;
  d["mfma_kinds"] = l.mfmaKinds;
  d["lds_dma_kinds"] = l.ldsDmaKinds;
  d["ds_read_kinds"] = l.dsReadKinds;
  d["waits"] = std::vector<std::string>(l.waits.begin(), l.waits.end());
  d["setprio"] = std::vector<int>(l.setprio.begin(), l.setprio.end());
  d["sched_fences"] =
      std::vector<std::string>(l.schedFences.begin(), l.schedFences.end());
  return d;
}

py::dict kernelDict(const KernelReport &k) {
  py::dict d;
  d["name"] = k.name;
  d["loops"] = k.loops;
  d["main_loop"] = k.mainLoop ? py::object(loopDict(*k.mainLoop)) : py::none();
  d["vgpr"] = optional(k.vgpr);
  d["agpr"] = optional(k.agpr);
  d["sgpr"] = optional(k.sgpr);
  d["scratch"] = optional(k.scratch);
  d["lds"] = optional(k.lds);
  d["occupancy"] = optional(k.occupancy);
  return d;
}

py::dict gemmKernel(int64_t m, int64_t n, int64_t k, const std::string &tile,
                    int64_t waves, const std::string &dtype,
                    const std::string &cDtype, const std::string &swizzle,
                    const std::string &target) {
  GemmConfig cfg;
  std::string error;
  embed::KernelText out;
  if (!parseGemmTile(tile, cfg, error)) {
    out.diagnostics = "error: " + embed::respellFlags(error) + "\n";
  } else {
    cfg.m = m;
    cfg.n = n;
    cfg.k = k;
    cfg.waves = waves;
    cfg.dtype = dtype;
    cfg.cDtype = cDtype;
    cfg.swizzle = swizzle;
    cfg.target = target;
    out = embed::gemmKernel(cfg);
  }
  py::dict d = status(out);
  d["text"] = out.text;
  return d;
}

py::dict runPasses(const std::string &text, const std::string &pipeline) {
  embed::KernelText out;
  {
    py::gil_scoped_release release;
    out = embed::runPasses(text, pipeline);
  }
  py::dict d = status(out);
  d["text"] = out.text;
  return d;
}

py::dict compile(const std::string &text, const CompileOptions &options) {
  embed::Compiled out;
  {
    py::gil_scoped_release release;
    out = embed::compile(text, options);
  }
  py::dict d = status(out);
  d["input_level"] = out.inputLevel;
  d["level_reason"] = out.levelReason;
  d["mlir"] = out.mlir;
  d["llvm_ir"] = out.llvmIR;
  d["asm"] = out.assembly;
  d["hsaco"] = py::bytes(out.object.data(), out.object.size());
  py::list reports;
  for (const KernelReport &k : out.reports)
    reports.append(kernelDict(k));
  d["report"] = reports;
  d["report_text"] = out.reportText;
  return d;
}

py::dict pyVerifySchedule(const std::string &text,
                          const std::string &granularity, unsigned unroll,
                          unsigned maxIterations, bool mfmaRetiresReads) {
  ScheduleVerifierOptions options;
  embed::Verified out;
  std::string error;
  mlir::FailureOr<VerifierGranularity> parsed =
      parseVerifierGranularity(granularity, error);
  if (succeeded(parsed)) {
    options.granularity = *parsed;
    options.unroll = unroll;
    options.maxIterations = maxIterations;
    options.mfmaRetiresReads = mfmaRetiresReads;
    out = embed::verifySchedule(text, options);
  } else {
    out.diagnostics = "error: " + error + "\n";
  }
  py::dict d = status(out);
  py::list functions;
  for (const embed::VerifiedFunction &f : out.functions) {
    py::dict fd;
    fd["name"] = f.name;
    fd["copies"] = f.stats.copies;
    fd["reads"] = f.stats.reads;
    fd["waits"] = f.stats.waits;
    fd["barriers"] = f.stats.barriers;
    fd["iterations"] = f.stats.iterations;
    fd["errors"] = f.stats.errors;
    fd["footprints"] = f.stats.footprints;
    fd["whole_slot"] = f.stats.wholeSlot;
    functions.append(fd);
  }
  d["functions"] = functions;
  return d;
}

py::dict pySimulate(const std::string &text, int64_t m, int64_t n, int64_t k,
                    const std::string &policy, const std::string &blocks,
                    uint64_t seed, const std::string &tile) {
  sim::GemmOptions options;
  options.m = m;
  options.n = n;
  options.k = k;
  options.blocks = blocks;
  options.seed = seed;
  options.policies.clear();
  embed::Simulated out;
  GemmConfig cfg;
  std::string error;
  if (!sim::parsePolicies(policy, options.policies)) {
    out.diagnostics = "error: bad policy='" + policy +
                      "' (LANDING/INTERLEAVE, landing issue|lazy|random, "
                      "interleave rr|ahead|random; or all)\n";
  } else if (!tile.empty() && !parseGemmTile(tile, cfg, error)) {
    out.diagnostics = "error: " + embed::respellFlags(error) + "\n";
  } else {
    if (!tile.empty())
      options.tile = std::array<int64_t, 3>{cfg.tileM, cfg.tileN, cfg.tileK};
    py::gil_scoped_release release;
    out = embed::simulate(text, options);
  }
  py::dict d = status(out);
  const sim::GemmResult &r = out.result;
  d["pass"] = r.pass;
  d["races"] = r.races;
  d["grid"] = py::make_tuple(r.gridX, r.gridY);
  d["blocks"] = r.blocks;
  py::list policies;
  for (const sim::GemmPolicyResult &p : r.policies) {
    py::dict pd;
    pd["policy"] = p.policy.str();
    pd["pass"] = p.pass;
    pd["max_abs_err"] = p.maxAbsErr;
    pd["max_rel_err"] = p.maxRelErr;
    pd["bad_elements"] = p.badElements;
    pd["first_bad"] =
        p.badElements ? py::object(py::make_tuple(p.firstBadRow, p.firstBadCol))
                      : py::none();
    pd["races"] = p.races;
    policies.append(pd);
  }
  d["policies"] = policies;
  py::dict stats;
  stats["instructions"] = r.stats.instructions;
  stats["mfmas"] = r.stats.mfmas;
  stats["dmas"] = r.stats.dmas;
  stats["ds_reads"] = r.stats.dsReads;
  stats["barriers"] = r.stats.barriers;
  d["stats"] = stats;
  d["seconds"] = r.seconds;
  return d;
}

py::dict pyPerf(const std::string &asmText, const std::string &kernel,
                std::optional<unsigned> latency, unsigned iterations,
                std::optional<unsigned> ldsLatency,
                std::optional<std::array<unsigned, 3>> gemm,
                std::array<unsigned, 3> tile) {
  embed::PerfOptions options;
  options.kernel = kernel;
  if (latency)
    options.params.vmemLatency = *latency;
  if (ldsLatency)
    options.params.ldsLatency = *ldsLatency;
  options.run.iterations = iterations;
  if (gemm) {
    perf::GemmLaunch shape;
    shape.m = (*gemm)[0];
    shape.n = (*gemm)[1];
    shape.k = (*gemm)[2];
    shape.tileM = tile[0];
    shape.tileN = tile[1];
    shape.tileK = tile[2];
    options.gemm = shape;
  }
  embed::Modeled out;
  {
    py::gil_scoped_release release;
    out = embed::perf(asmText, options);
  }
  py::dict d = status(out);
  const perf::RunResult &r = out.run;
  d["kernel"] = out.kernel;
  d["latency"] = options.params.vmemLatency;
  d["cycles_per_iteration"] = r.cyclesPerIteration;
  d["ideal_cycles_per_iteration"] = out.idealCyclesPerIteration;
  d["min_iteration"] = r.minIteration;
  d["max_iteration"] = r.maxIteration;
  d["utilization"] = r.utilization;
  d["pipe_utilization"] = r.pipeUtilization;
  d["tflops"] = out.tflops;
  d["peak_tflops"] = out.peakTflops;
  d["stalls"] = out.stalls;
  d["total_cycles"] = r.totalCycles;
  py::dict occupancy;
  occupancy["workgroups"] = r.occupancy.workgroups;
  occupancy["waves_per_workgroup"] = r.occupancy.wavesPerWorkgroup;
  occupancy["waves_per_simd"] = r.occupancy.wavesPerSimd;
  occupancy["limit"] = r.occupancy.limit;
  d["occupancy"] = occupancy;
  if (out.gemm) {
    py::dict g;
    g["workgroups"] = out.gemm->workgroups;
    g["rounds"] = out.gemm->rounds;
    g["milliseconds"] = out.gemm->microseconds * 1e-3;
    g["tflops"] = out.gemm->tflops;
    d["gemm"] = g;
  } else {
    d["gemm"] = py::none();
  }
  d["summary"] = out.summary;
  d["report_text"] = out.reportText;
  return d;
}
} // namespace

PYBIND11_MODULE(_cdna4pipe, m) {
  m.doc() =
      "cdna4pipe: text-in / text-out bindings (see cdna4pipe/__init__.py)";

  // Read only: Python's verify_schedule takes its defaults from it.
  py::class_<ScheduleVerifierOptions>(m, "ScheduleVerifierOptions")
      .def(py::init<>())
      .def_property_readonly("granularity",
                             [](const ScheduleVerifierOptions &o) {
                               return stringifyVerifierGranularity(
                                   o.granularity);
                             })
      .def_readonly("unroll", &ScheduleVerifierOptions::unroll)
      .def_readonly("max_iterations", &ScheduleVerifierOptions::maxIterations)
      .def_readonly("mfma_retires_reads",
                    &ScheduleVerifierOptions::mfmaRetiresReads);

  py::class_<CompileOptions>(m, "CompileOptions")
      .def(py::init([] {
        CompileOptions o;
        o.spelling = OptionSpelling::SnakeCase; // errors name Python's args
        return o;
      }))
      .def_readwrite("arch", &CompileOptions::arch)
      .def_readwrite("num_stages", &CompileOptions::numStages)
      .def_readwrite("interleave_stages", &CompileOptions::interleaveStages)
      .def_readwrite("wait_granularity", &CompileOptions::waitGranularity)
      .def_readwrite("prefetch", &CompileOptions::prefetch)
      .def_readwrite("decomposition", &CompileOptions::decomposition)
      .def_readwrite("schedule", &CompileOptions::schedule)
      .def_readwrite("ld_lld", &CompileOptions::ldLld)
      .def_readwrite("input_level", &CompileOptions::inputLevel)
      .def_readwrite("verify_schedule", &CompileOptions::verifySchedule)
      .def_readwrite("copy_kind", &CompileOptions::copyKind)
      .def_readwrite("alias_scopes", &CompileOptions::aliasScopes)
      .def_readwrite("barrier", &CompileOptions::barrier)
      .def_readwrite("opt_level", &CompileOptions::optLevel)
      .def_readwrite("num_stages_given", &CompileOptions::numStagesGiven)
      .def_readwrite("interleave_stages_given",
                     &CompileOptions::interleaveStagesGiven)
      .def_readwrite("emit_mlir", &CompileOptions::emitMlir)
      .def_readwrite("emit_llvm_ir", &CompileOptions::emitLlvmIR)
      .def_readwrite("emit_assembly", &CompileOptions::emitAssembly)
      .def_readwrite("emit_object", &CompileOptions::emitObject)
      .def_readwrite("report", &CompileOptions::report);

  m.def("gemm_kernel", &gemmKernel, py::arg("m"), py::arg("n"), py::arg("k"),
        py::arg("tile"), py::arg("waves"), py::arg("dtype"), py::arg("c_dtype"),
        py::arg("swizzle"), py::arg("target"));
  m.def("run_passes", &runPasses, py::arg("text"), py::arg("pipeline"));
  m.def("compile", &compile, py::arg("text"), py::arg("options"));
  m.def("verify_schedule", &pyVerifySchedule, py::arg("text"),
        py::arg("granularity"), py::arg("unroll"), py::arg("max_iterations"),
        py::arg("mfma_retires_reads"));
  m.def("simulate", &pySimulate, py::arg("text"), py::arg("m"), py::arg("n"),
        py::arg("k"), py::arg("policy"), py::arg("blocks"), py::arg("seed"),
        py::arg("tile"));
  m.def("perf", &pyPerf, py::arg("asm"), py::arg("kernel"), py::arg("latency"),
        py::arg("iterations"), py::arg("lds_latency"), py::arg("gemm"),
        py::arg("tile"));
}
