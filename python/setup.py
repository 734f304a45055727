"""`pip install ./python`: builds the extension with the project's CMake.

The extension (_cdna4pipe) is the CMake target CDNA4PipePython; this builds
it in $CDNA4PIPE_BUILD_DIR (default: the repository's build/, configured
first if it is not) for the interpreter running pip, and copies it into the
package. Debian's pip refuses to touch the system site-packages, and has no
network here for an isolated build environment, hence:

    python3 -m venv --system-site-packages venv
    venv/bin/pip install --no-build-isolation ./python
"""

import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = os.environ.get("CDNA4PIPE_BUILD_DIR",
                               os.path.join(ROOT, "build"))
        if not os.path.exists(os.path.join(build, "CMakeCache.txt")):
            subprocess.check_call([
                "cmake", "-G", "Ninja", "-S", ROOT, "-B", build,
                "-DCMAKE_BUILD_TYPE=Release",
                "-DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir",
                "-DPython3_EXECUTABLE=" + sys.executable])
        subprocess.check_call(
            ["cmake", "--build", build, "--target", "CDNA4PipePython"])
        built = os.path.join(build, "python_packages", "cdna4pipe")
        dest = os.path.dirname(self.get_ext_fullpath(ext.name))
        os.makedirs(dest, exist_ok=True)
        for name in os.listdir(built):
            if name.startswith("_cdna4pipe") and name.endswith(".so"):
                shutil.copy2(os.path.join(built, name),
                             self.get_ext_fullpath(ext.name))


setup(ext_modules=[Extension("cdna4pipe._cdna4pipe", sources=[])],
      cmdclass={"build_ext": CMakeBuild})
