//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2

// An unsigned array field, copied for a call whose callee writes a byte of
// element 5 through a char pointer: the copy is kept byte by byte, and the
// byte comes back (ks[5] is 7 in every thread: a race on data[7]; it was
// an internal error, found by red-teaming).

struct Block {
  __device__ void fill(unsigned *out) { ((unsigned char *)out)[20] = 7; }
};
struct Gen {
  Block block;
  unsigned ks[8];
  __device__ void refill() { block.fill(ks); }
};

__global__ void byte_view(int *data) {
  Gen g;
  for (int i = 0; i < 8; i++)
    g.ks[i] = threadIdx.x;
  g.refill();
  data[g.ks[5]] = threadIdx.x; // error: possible write-write race
}
