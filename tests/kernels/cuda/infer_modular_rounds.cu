//pass
//--blockDim=64 --gridDim=4 --no-inline

// A device function with a contract is verified on its own under
// --no-inline, knowing nothing of its callers. Its loop synchronises `n`
// times: inference adds the candidate `requires __uniform(n)` (rule
// uniform-parameter), which the call passes, so the threads agree at the
// barrier; and `ensures __uniform(result)` (uniform-result). With
// --no-infer the function reports barrier divergence.

__device__ int rounds(int *s, int n) {
  __requires(n >= 0);
  int r = 0;
  for (int i = 0; i < n; i++) {
    s[threadIdx.x] = i;
    __syncthreads();
    r++;
  }
  return r;
}

__global__ void k(int *out, int m) {
  __requires(m >= 0 && m <= 8);
  __shared__ int s[64];
  int r = rounds(s, m);
  out[blockIdx.x * 64 + threadIdx.x] = r;
}
