//===- DriverCodegen.cpp - Level 4 module -> gfx950 assembly and object ---===//
//
// See Driver.h. Code generation runs once, to assembly; a code object is
// that assembly assembled (so the assembly, the report read off it and the
// object are one code).
// The translation sets what MLIR's ROCDL serializer would (triple, data
// layout, code object v6).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Pipelines/ScheduleChoice.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
/// LLVM's AMDGPU target machine for `arch` at `optLevel`.
std::unique_ptr<llvm::TargetMachine>
makeTargetMachine(StringRef arch, unsigned optLevel, llvm::raw_ostream &errs) {
  std::string err;
  llvm::Triple triple("amdgcn-amd-amdhsa");
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, err);
  if (!target) {
    errs << "error: " << err << "\n";
    return nullptr;
  }
  llvm::TargetOptions options;
  options.MCOptions.AsmVerbose = true;
  llvm::CodeGenOptLevel level = optLevel == 0   ? llvm::CodeGenOptLevel::None
                                : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                : optLevel == 2
                                    ? llvm::CodeGenOptLevel::Default
                                    : llvm::CodeGenOptLevel::Aggressive;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, arch, "", options, llvm::Reloc::PIC_, std::nullopt, level));
}

LogicalResult emitCode(llvm::TargetMachine &tm, llvm::Module &module,
                       llvm::CodeGenFileType kind, SmallVectorImpl<char> &out,
                       llvm::raw_ostream &errs) {
  llvm::raw_svector_ostream os(out);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, kind)) {
    errs << "error: the target cannot emit this file type\n";
    return failure();
  }
  pm.run(module);
  return success();
}

/// Assembles `text` (gfx950 assembly of `tm`) into an ELF object with the
/// AMDGPU assembler, as llvm-mc -filetype=obj would; its diagnostics go to
/// `errs`.
LogicalResult assemble(llvm::TargetMachine &tm, StringRef text,
                       SmallVectorImpl<char> &object, llvm::raw_ostream &errs) {
  const llvm::Target &target = tm.getTarget();
  const llvm::Triple &triple = tm.getTargetTriple();
  llvm::SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, "<assembly>"), llvm::SMLoc());
  struct Report {
    llvm::raw_ostream &os;
    bool failed = false;
  } report{errs};
  srcMgr.setDiagHandler(
      [](const llvm::SMDiagnostic &diag, void *context) {
        auto *r = static_cast<Report *>(context);
        diag.print("assembler", r->os, /*ShowColors=*/false);
        r->failed |= diag.getKind() == llvm::SourceMgr::DK_Error;
      },
      &report);
  llvm::MCTargetOptions mcOptions;
  llvm::MCContext ctx(triple, tm.getMCAsmInfo(), tm.getMCRegisterInfo(),
                      tm.getMCSubtargetInfo(), &srcMgr, &mcOptions);
  std::unique_ptr<llvm::MCObjectFileInfo> fileInfo(
      target.createMCObjectFileInfo(ctx, /*PIC=*/true));
  ctx.setObjectFileInfo(fileInfo.get());
  const llvm::MCSubtargetInfo &sti = *tm.getMCSubtargetInfo();
  llvm::MCAsmBackend *backend =
      target.createMCAsmBackend(sti, *tm.getMCRegisterInfo(), mcOptions);
  llvm::MCCodeEmitter *emitter =
      target.createMCCodeEmitter(*tm.getMCInstrInfo(), ctx);
  if (!backend || !emitter) {
    errs << "error: the AMDGPU target has no assembler back end\n";
    return failure();
  }
  llvm::raw_svector_ostream os(object);
  std::unique_ptr<llvm::MCStreamer> streamer(target.createMCObjectStreamer(
      triple, ctx, std::unique_ptr<llvm::MCAsmBackend>(backend),
      backend->createObjectWriter(os),
      std::unique_ptr<llvm::MCCodeEmitter>(emitter), sti));
  std::unique_ptr<llvm::MCAsmParser> parser(
      llvm::createMCAsmParser(srcMgr, ctx, *streamer, *tm.getMCAsmInfo()));
  std::unique_ptr<llvm::MCTargetAsmParser> targetParser(
      target.createMCAsmParser(sti, *parser, *tm.getMCInstrInfo(), mcOptions));
  if (!targetParser) {
    errs << "error: the AMDGPU target has no assembly parser\n";
    return failure();
  }
  parser->setTargetParser(*targetParser);
  if (parser->Run(/*NoInitialTextSection=*/false) || report.failed) {
    errs << "error: the generated assembly does not assemble\n";
    return failure();
  }
  return success();
}

/// LLVM's default per-module pipeline at -O`optLevel` (1..3).
void optimizeModule(llvm::TargetMachine &tm, llvm::Module &module,
                    unsigned optLevel) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel optimization =
      optLevel == 1   ? llvm::OptimizationLevel::O1
      : optLevel == 2 ? llvm::OptimizationLevel::O2
                      : llvm::OptimizationLevel::O3;
  llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(optimization);
  mpm.run(module, mam);
}
} // namespace

/// The device module of a lowered (Level 4) `module` in LLVM IR, optimized
/// at -O`optLevel` as the ROCDL serializer sets it up. Null after reporting.
static std::unique_ptr<llvm::Module>
optimizedDeviceModule(ModuleOp module, llvm::TargetMachine &tm,
                      unsigned optLevel, llvm::LLVMContext &llvmContext,
                      llvm::raw_ostream &errors) {
  SmallVector<gpu::GPUModuleOp> gpuModules;
  module->walk([&](gpu::GPUModuleOp m) { gpuModules.push_back(m); });
  if (gpuModules.size() != 1) {
    errors << "error: expected one gpu.module, found " << gpuModules.size()
           << "\n";
    return nullptr;
  }
  gpu::GPUModuleOp gpuModule = gpuModules.front();
  std::unique_ptr<llvm::Module> optimized =
      translateModuleToLLVMIR(gpuModule, llvmContext, gpuModule.getName());
  if (!optimized) {
    gpuModule.emitError("could not translate the device module to LLVM IR");
    return nullptr;
  }
  // What the ROCDL serializer sets up before optimizing: triple, data
  // layout, code object version 6.
  optimized->setTargetTriple(tm.getTargetTriple());
  optimized->setDataLayout(tm.createDataLayout());
  optimized->addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version",
                           600);
  if (optLevel > 0)
    optimizeModule(tm, *optimized, optLevel);
  return optimized;
}

FailureOr<std::string>
cdna4pipe::generateGfx950Assembly(ModuleOp module, StringRef arch,
                                  unsigned optLevel,
                                  llvm::raw_ostream &errors) {
  initializeCompiler(); // the AMDGPU target (a pass may run outside the driver)
  std::unique_ptr<llvm::TargetMachine> tm =
      makeTargetMachine(arch, optLevel, errors);
  if (!tm)
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> optimized =
      optimizedDeviceModule(module, *tm, optLevel, llvmContext, errors);
  SmallVector<char> assembly;
  if (!optimized ||
      failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::AssemblyFile,
                      assembly, errors)))
    return failure();
  return std::string(assembly.begin(), assembly.end());
}

LogicalResult CompileDriver::generateCode(ModuleOp module) {
  bool wantObj = options.emitObject;
  if (!options.emitLlvmIR && !options.emitAssembly && !wantObj)
    return success();
  std::unique_ptr<llvm::TargetMachine> tm =
      makeTargetMachine(options.arch, options.optLevel, errors);
  if (!tm)
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> optimized =
      optimizedDeviceModule(module, *tm, options.optLevel, llvmContext, errors);
  if (!optimized)
    return failure();
  timer.lap("llvm translate+opt");
  if (options.emitLlvmIR) {
    result.llvmIR.clear();
    llvm::raw_string_ostream llOs(result.llvmIR);
    optimized->print(llOs, nullptr);
  }
  if (!options.emitAssembly && !wantObj)
    return success();
  // One codegen, to assembly; the object is that assembly, assembled: the
  // assembly handed out, the report read off it and the code object are
  // the same code (two codegens of one module need not agree).
  SmallVector<char> asmBuf;
  if (failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::AssemblyFile,
                      asmBuf, errors)))
    return failure();
  result.assembly.assign(asmBuf.begin(), asmBuf.end());
  timer.lap("llvm codegen (asm)");
  if (wantObj) {
    result.object.clear();
    if (failed(assemble(*tm, result.assembly, result.object, errors)))
      return failure();
    timer.lap("assemble (obj)");
  }
  return success();
}
