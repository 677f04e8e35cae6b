//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible barrier divergence

// The barrier sits under a condition on threadIdx.x (line 14): threads 0-31
// reach it and threads 32-63 do not.

__global__ void barrier_divergence(int *A) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  s[t] = A[g];
  if (t < 32) {
    __syncthreads();  // error: possible barrier divergence
    A[g] = s[t + 32];
  }
}
