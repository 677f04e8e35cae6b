//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on

// The kernel's extern __shared__ buf and the device function's own extern
// __shared__ tail start at the same address. Thread t writes buf[t] (line
// 17), then reads tail[t + 1] (line 11), written by thread t + 1 as buf[t + 1].

__device__ int next(void) {
  extern __shared__ int tail[];
  return tail[threadIdx.x + 1]; // error: possible read-write race on
}

__global__ void extern_shared_alias_device_fn_race(int *out) {
  extern __shared__ int buf[];
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = g;
  out[g] = next();
}
// cex@11: at line 17
