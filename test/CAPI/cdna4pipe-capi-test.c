/*===- cdna4pipe-capi-test.c - a C program using the cdna4pipe C API ------===*\
|*                                                                            *|
|*   cdna4pipe-capi-test KERNEL.mlir                                          *|
|*                                                                            *|
|* Registers the pipelines and what they need (cdna4pipeRegisterPipelines) in *|
|* a C context, parses the kernel, compiles it through the whole gfx950 flow and
*|
|* prints the report; software-pipelines it with a pass from the C pass API   *|
|* and compiles the result (read as level 1); then shows the diagnostics of a *|
|* malformed kernel, of bad options and of options of another layout, and    *|
|* runs cdna4pipe-to-gfx950 through MLIR's C pass manager. Checked by        *|
|* capi.test.                                                                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "cdna4pipe-c/Compile.h"
#include "cdna4pipe-c/Dialects.h"
#include "cdna4pipe-c/Passes.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc(size + 1);
  size_t got = fread(text, 1, size, f);
  text[got] = 0;
  fclose(f);
  return text;
}

static void printToStdout(MlirStringRef s, void *unused) {
  (void)unused;
  fwrite(s.data, 1, s.length, stdout);
}

static void printRef(const char *label, MlirStringRef s) {
  printf("%s%.*s", label, (int)s.length, s.data);
}

/* Compiles, prints what came back; returns whether it succeeded. */
static int compileAndPrint(Cdna4pipeCompileResult r) {
  int ok = cdna4pipeCompileResultSucceeded(r);
  printf("compile: %s, input level %u\n", ok ? "ok" : "failed",
         cdna4pipeCompileResultGetInputLevel(r));
  MlirStringRef object = cdna4pipeCompileResultGetObject(r);
  if (object.length >= 4 && memcmp(object.data, "\177ELF", 4) == 0)
    printf("code object: ELF, %zu bytes\n", object.length);
  printRef("", cdna4pipeCompileResultGetReport(r));
  printRef("diagnostics:\n", cdna4pipeCompileResultGetDiagnostics(r));
  cdna4pipeCompileResultDestroy(r);
  return ok;
}

static MlirContext createContext(void) {
  MlirContext ctx = mlirContextCreate();
  /* The one registration: the pipelines and their passes, and what the
     context needs to run them (dialects, to-LLVM interfaces, ...). */
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  cdna4pipeRegisterPipelines(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirDialect d =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__cdna4pipe__(), ctx);
  printRef("dialect: ", mlirDialectGetNamespace(d));
  printf("\n");
  return ctx;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNEL.mlir\n", argv[0]);
    return 2;
  }
  char *text = readFile(argv[1]);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  MlirContext ctx = createContext();
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  char *source = text;
  if (mlirModuleIsNull(module))
    return 1;

  /* The whole flow on the parsed module, as cdna4-compile --report. */
  Cdna4pipeCompileOptions options = cdna4pipeCompileOptionsGetDefault();
  options.report = true;
  options.emitObject = true;
  if (!compileAndPrint(cdna4pipeCompileModule(module, &options)))
    return 1;

  /* One cdna4pipe pass through MLIR's C pass manager, then the flow again:
     the module now reads as level 1 (already pipelined). */
  mlirRegisterCDNA4PipeTransformsPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm,
                              mlirCreateCDNA4PipeTransformsSoftwarePipeline());
  MlirLogicalResult ran =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  printf("software-pipeline pass: %s\n",
         mlirLogicalResultIsSuccess(ran) ? "ok" : "failed");
  mlirPassManagerDestroy(pm);
  options.emitObject = false;
  compileAndPrint(cdna4pipeCompileModule(module, &options));

  /* Errors come back as diagnostics with their locations. */
  compileAndPrint(cdna4pipeCompileText(
      mlirStringRefCreateFromCString("module {\n"
                                     "  func.func @k() {\n"
                                     "    %x = arith.addi %y, %y : i32\n"
                                     "    return\n"
                                     "  }\n"
                                     "}\n"),
      &options));
  options.numStages = 7;
  compileAndPrint(cdna4pipeCompileModule(module, &options));
  options.numStages = 2;
  options.decomposition = mlirStringRefCreateFromCString("diagonal");
  compileAndPrint(cdna4pipeCompileModule(module, &options));
  /* Options of another layout (a caller built against another header). */
  Cdna4pipeCompileOptions old = cdna4pipeCompileOptionsGetDefault();
  old.structSize -= sizeof(bool);
  compileAndPrint(cdna4pipeCompileModule(module, &old));

  /* The defaults ask for no artifact: the flow runs for its diagnostics. */
  Cdna4pipeCompileOptions plain = cdna4pipeCompileOptionsGetDefault();
  compileAndPrint(cdna4pipeCompileModule(module, &plain));

  /* The registered pipeline through MLIR's C pass manager, on a fresh
     parse: the output is LLVM + ROCDL. */
  MlirModule fresh =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  MlirOpPassManager top =
      mlirPassManagerGetAsOpPassManager(pm = mlirPassManagerCreate(ctx));
  MlirLogicalResult parsed = mlirParsePassPipeline(
      top,
      mlirStringRefCreateFromCString("builtin.module(cdna4pipe-to-gfx950)"),
      printToStdout, NULL);
  ran = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(fresh));
  printf("cdna4pipe-to-gfx950 through the C pass manager: %s\n",
         mlirLogicalResultIsSuccess(parsed) && mlirLogicalResultIsSuccess(ran)
             ? "ok"
             : "failed");
  mlirOperationPrint(mlirModuleGetOperation(fresh), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(fresh);
  free(source);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
