//pass
//--blockDim=64 --gridDim=4

// extern_shared_alias_race with a barrier between the write of a[t] and the
// read of b[t + 1] (the same memory as a[t + 1]): no race.

extern __shared__ int a[];
extern __shared__ int b[];

__global__ void extern_shared_alias(int *out) {
  a[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = b[threadIdx.x + 1];
}
