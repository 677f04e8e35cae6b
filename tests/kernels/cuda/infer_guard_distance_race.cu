//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8

// infer_guard_distance.cu with the bound not moved with the start
// (`i < n`): thread 0 goes round n times, thread 63 n - 63 times, so with
// n = 100 thread 0 waits alone at the barrier in its last rounds.

__global__ void rotate_rounds(const int *in, int *out, unsigned n) {
  __requires(n <= 1024);
  __shared__ int s[64];
  for (unsigned i = threadIdx.x; i < n; i++) {
    s[threadIdx.x] = in[blockIdx.x * 2048 + i];
    __syncthreads();  // error: possible barrier divergence
    out[blockIdx.x * 64 + threadIdx.x] += s[(threadIdx.x + 1) % 64];
    __syncthreads();
  }
}
