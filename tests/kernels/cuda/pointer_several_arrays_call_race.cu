//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race

// Two threads are given the same element of whichever array p reaches.

__device__ void put(int *p, int v) { p[0] = v; }  // error: possible write-write race on other

__global__ void pick(int *out, int *other, int which) {
  int *p = which ? out : other;
  put(&p[threadIdx.x / 2], threadIdx.x);
}
// error@7: possible write-write race on out
