//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible barrier divergence

// A loop with a barrier whose trip count depends on the thread (t % 4
// iterations): thread 0 skips the loop while thread 1 reaches the barrier
// at line 15.

__global__ void barrier_loop_divergence(int *A) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = 0;
  for (unsigned i = 0; i < t % 4; i++) {
    s[t] += 1;
    __syncthreads();  // error: possible barrier divergence
  }
  A[blockIdx.x * 64 + t] = s[t];
}
