//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible .*race on g

// `extern __device__ int g[128];` and the definition of g later are one
// array: they were two, and the race between g[i] written and
// g[(i + 1) % 128] read verified (found by red-teaming).

extern __device__ int g[128];
__device__ int rd(int j) { return g[j]; }  // error: possible read-write race on g
__device__ int g[128];
__global__ void extern_device_redeclared_race(int *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  g[i] = i;
  out[i] = rd((i + 1) % 128);
}
