//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible [a-z-]+ race on

// A[tid] = tid / 2; barrier; B[A[tid]] = tid: threads 0 and 1 both write
// B[0] (line 16), with values 0 and 1. (No barrier invariant could help:
// A really holds equal values.)

#define N 64

__global__ void barrier_invariant_race(int *out) {
  __shared__ unsigned A[N];
  __shared__ int B[N];
  A[threadIdx.x] = threadIdx.x / 2;
  __syncthreads();
  B[A[threadIdx.x]] = threadIdx.x;  // error: possible write-write race on B
  __syncthreads();
  out[blockIdx.x * N + threadIdx.x] = B[threadIdx.x];
}
