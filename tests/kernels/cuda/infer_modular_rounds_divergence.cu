//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --no-inline

// infer_modular_rounds.cu called with each thread's own count: the
// candidate `requires __uniform(n)` fails at the call and is dropped, and
// the function's threads may disagree at its barrier.

__device__ int rounds(int *s, int n) {
  __requires(n >= 0);
  int r = 0;
  for (int i = 0; i < n; i++) {
    s[threadIdx.x] = i;
    __syncthreads();  // error: possible barrier divergence
    r++;
  }
  return r;
}

__global__ void k(int *out, int m) {
  __requires(m > 0);
  __shared__ int s[64];
  int r = rounds(s, threadIdx.x % m);
  out[blockIdx.x * 64 + threadIdx.x] = r;
}
