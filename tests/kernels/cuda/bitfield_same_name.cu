//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//bitfield_same_name.cu:10:26: error: unsupported: bit-field `lo` of struct F: bit-fields share memory with their neighbours and are not modelled

// Two structs named F: a::F packs lo and hi into one word (thread 0 and
// thread 1 race on it, line 14 and 15), b::F has two words. ivl tells
// structs apart by their names, so a::F must not borrow b::F's fields: its
// use is rejected at its bit-field.

namespace a { struct F { unsigned lo : 4; unsigned hi : 4; }; }
namespace b { struct F { unsigned lo, hi; }; }

__global__ void bitfield_same_name(a::F *f) {
  if (threadIdx.x == 0) f[0].lo = 1;
  if (threadIdx.x == 1) f[0].hi = 2;
}
