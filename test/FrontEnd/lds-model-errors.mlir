// cdna4pipe-normalize: LDS that cannot become a workgroup attribution, and
// allocations that would lower to a per-thread malloc in a kernel, are
// errors at the op (never a malloc in the code object); an arena whose
// views overlap stays one buffer, with a remark.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-normalize -verify-diagnostics

gpu.module @m {
  gpu.func @global_alloc(%n: index) kernel {
    // expected-error @below {{memref.alloc in a gpu.func lowers to a per-thread malloc}}
    %a = memref.alloc() : memref<64xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @dynamic_lds(%n: index) kernel {
    // expected-error @below {{LDS buffer of type 'memref<?x64xbf16, #gpu.address_space<workgroup>>' needs a static shape and an identity layout}}
    %a = memref.alloc(%n) : memref<?x64xbf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @integer_space() kernel {
    // expected-error @below {{workgroup memory in memory space 3 : i64 cannot become a gpu.func workgroup attribution; use #gpu.address_space<workgroup>}}
    %a = memref.alloc() : memref<64x64xbf16, 3>
    gpu.return
  }
}

// -----

gpu.module @m {
  memref.global "private" @init : memref<4xf32, #gpu.address_space<workgroup>> = dense<1.0>
  gpu.func @initialised() kernel {
    // expected-error @below {{workgroup memref.global @init has an initial value; LDS is not initialised at launch}}
    %a = memref.get_global @init : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @escapes(%c: i1) kernel {
    %r = scf.if %c -> memref<64xf32, #gpu.address_space<workgroup>> {
      // expected-error @below {{this LDS buffer is yielded, returned or passed to a call}}
      %a = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      // expected-error @below {{this LDS buffer is yielded, returned or passed to a call}}
      %b = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @overlap() kernel {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    // expected-remark @below {{views of this LDS arena overlap; it stays one buffer}}
    %arena = memref.alloc() : memref<512xi8, #gpu.address_space<workgroup>>
    %x = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %y = memref.view %arena[%c64][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
