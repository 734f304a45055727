/* libCDNA4PipeMLIRCAPI.so is made of MLIR's C API archives only
   (lib/CAPI/CMakeLists.txt); a library needs one source of its own. */
typedef int cdna4pipe_mlir_capi_empty;
