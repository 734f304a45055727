# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "CDNA4PIPE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cdna4pipe_obj_root, "test")

config.substitutions.append(("%cdna4pipe_src", config.cdna4pipe_src_dir))
config.substitutions.append(("%cdna4pipe_obj", config.cdna4pipe_obj_root))
# Flags that configure a project consuming the build or its install with the
# compiler (and compiler launcher) of this build.
consumer_flags = "-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=%s -DMLIR_DIR=%s" % (
    config.cxx_compiler, config.mlir_dir)
if config.cxx_launcher:
    consumer_flags += " -DCMAKE_CXX_COMPILER_LAUNCHER=%s" % config.cxx_launcher
config.substitutions.append(("%consumer_cmake_flags", consumer_flags))
# The interpreter the Python module was built for (python/CMakeLists.txt).
if config.python3:
    config.available_features.add("cdna4pipe-python")
    python3 = config.python3
    if config.sanitizer_preload:
        # Sanitized build: the interpreter loads an instrumented extension
        # (python/CMakeLists.txt says why).
        python3 = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 %s" % (
            config.sanitizer_preload, python3)
    config.substitutions.append(("%python3", python3))
    # Where `cmake --install` puts the package, relative to the prefix.
    config.substitutions.append(("%python_site", config.python_site))

llvm_config.with_system_environment(["HOME", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.cdna4pipe_tools_dir, config.llvm_tools_dir]
tools = ["cdna4-opt", "FileCheck", "not", "count", "llc", "llvm-mc",
         "llvm-readelf", "llvm-objdump",
         "ld.lld", "mlir-opt", "mlir-translate"]
for optional in ["cdna4-gemm-gen", "cdna4-attn-gen", "cdna4-compile", "cdna4-sim", "cdna4-perf",
                 "cdna4-lsp-server"]:
    if os.path.exists(os.path.join(config.cdna4pipe_tools_dir, optional)):
        tools.append(optional)
        config.available_features.add(optional)
# The fuzz harnesses link a replay main except in libFuzzer builds
# (tools/fuzz/CMakeLists.txt).
if not config.libfuzzer_build:
    config.available_features.add("fuzz-replay")
llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.cdna4pipe_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
