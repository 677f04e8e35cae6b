//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible [a-z-]+ race on

// The tree reduction with the barrier outside the loop: at step 64,
// thread 0 reads sdata[64] while thread 64 may still be writing it at
// step 128.

#define N 256

__global__ void infer_tree_reduction_race(const int *in, int *out) {
  __shared__ int sdata[N];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned s = N / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];  // error: possible read-write race on sdata
  }
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
// error@18: possible write-read race on sdata
