//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64 --error-limit=20
//possible [a-z-]+ race on

// Tree reduction whose last steps are unrolled without barriers
// ("warp-synchronous" style, no __syncwarp): thread 16 writes sdata[16] at
// line 20 while thread 0 reads sdata[16] at line 21, with no barrier between.

#define N 128

__global__ void reduction_warp_unrolled_race(const int *in, int *out) {
  __shared__ int sdata[N];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  if (tid < 64)
    sdata[tid] += sdata[tid + 64];
  __syncthreads();
  if (tid < 32) {
    sdata[tid] += sdata[tid + 32];
    sdata[tid] += sdata[tid + 16];  // error: race on sdata
    sdata[tid] += sdata[tid + 8];  // error: race on sdata
    sdata[tid] += sdata[tid + 4];  // error: race on sdata
    sdata[tid] += sdata[tid + 2];  // error: race on sdata
    sdata[tid] += sdata[tid + 1];  // error: race on sdata
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
