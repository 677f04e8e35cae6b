//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible write-write race on out

// infer_barrier_neighbour.cu without its guard: thread 127 reads
// slot[128], past the group's slots, so its index is arbitrary and may be
// any other thread's (line 14).

__global__ void infer_barrier_neighbour_race(float *out) {
  __shared__ unsigned slot[129];
  unsigned tid = threadIdx.x;
  slot[tid] = tid + 1;
  __syncthreads();
  out[blockIdx.x * 128 + slot[tid + 1] - 1] = 1.0f * tid;  // error: possible write-write race on out
}
