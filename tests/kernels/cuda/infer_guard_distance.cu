//pass
//--blockDim=64 --gridDim=8

// Each thread sums n rounds into its own element: its counter starts at its
// thread id, and every thread steps it alike, so all of a block leave the
// loop together and reach its barriers together. That takes
// `__uniform(i - threadIdx.x)` (rule guard-distance): neither `i` nor the
// guard `i < threadIdx.x + n` is the same in two threads.

__global__ void rotate_rounds(const int *in, int *out, unsigned n) {
  __requires(n <= 1024);
  __shared__ int s[64];
  for (unsigned i = threadIdx.x; i < threadIdx.x + n; i++) {
    s[threadIdx.x] = in[blockIdx.x * 2048 + i];
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] += s[(threadIdx.x + 1) % 64];
    __syncthreads();
  }
}
