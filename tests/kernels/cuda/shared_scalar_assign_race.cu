//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on count

// Every thread assigns the block's shared counter directly.

__global__ void shared_scalar_assign_race(int *out) {
  __shared__ int count;
  count = threadIdx.x; // error: possible write-write race on count
  __syncthreads();
  out[threadIdx.x] = count;
}
