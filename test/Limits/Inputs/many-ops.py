"""Prints a function whose loop holds N integer ops and one copy/wait/barrier/
read round, with trip count T: python3 many-ops.py N T."""
import sys

n, trips = int(sys.argv[1]), int(sys.argv[2])
print("!gbl = memref<8192x8192xbf16>")
print("!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>")
print("func.func @many_ops(%g: !gbl, %l: !lds) {")
print("  %c0 = arith.constant 0 : index")
print("  %c1 = arith.constant 1 : index")
print(f"  %n = arith.constant {trips} : index")
print("  scf.for %k = %c0 to %n step %c1 {")
print("    %z0 = arith.addi %k, %c1 : index")
for i in range(1, n):
    print(f"    %z{i} = arith.addi %z{i - 1}, %c1 : index")
print("    %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds")
print("    cdna4pipe.wait vmcnt(0)")
print("    cdna4pipe.barrier")
print("    %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>")
print("    cdna4pipe.wait lgkmcnt(0)")
print("    cdna4pipe.barrier")
print("  }")
print("  return")
print("}")
