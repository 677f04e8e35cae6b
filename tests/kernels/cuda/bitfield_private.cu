//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//bitfield_private.cu:10:3: error: unsupported: bit-field `parity` of struct Tag: bit-fields share memory with their neighbours and are not modelled

// A 1-bit field keeps only the low bit of what is stored: t.parity is
// threadIdx.x % 2, so threads 0 and 2 both write A[0]. As a full int field it
// would be the thread id (no race): a struct with a bit-field is rejected.

struct Tag {
  unsigned parity : 1;
  unsigned rest : 31;
};

__global__ void bitfield_private(int *A) {
  Tag t;
  t.parity = threadIdx.x;
  A[t.parity] = threadIdx.x;
}
