//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//bitfield_neighbours.cu:11:3: error: unsupported: bit-field `lo` of struct Flags: bit-fields share memory with their neighbours and are not modelled

// Thread 0 writes F[0].lo and thread 1 writes F[0].hi: two bit-fields of one
// word, so each write reads and rewrites the other's bits (a race on the
// device). Modelled as separate fields it would verify: rejected until memory
// is modelled byte by byte.

struct Flags {
  unsigned lo : 16;
  unsigned hi : 16;
};

__global__ void bitfield_neighbours(Flags *F) {
  if (threadIdx.x == 0) F[0].lo = 1;
  if (threadIdx.x == 1) F[0].hi = 2;
}
