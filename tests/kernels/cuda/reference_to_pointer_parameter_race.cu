//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A reference to a pointer parameter (`int *&r = q; r = base;`) changes
// the parameter: every thread's call then writes base[0] (out[0]). (This
// was an internal error: the parameter was not copied to a local.)

__device__ void w(int *q, int v, int *base) {
  int *&r = q;
  r = base;
  *q = v;  // error: possible write-write race on out
}
__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  w(out + i, i, out);
}
