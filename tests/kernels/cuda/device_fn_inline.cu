//pass
//--blockDim=64 --gridDim=8

// Device functions, inlined at their calls: clamp_index keeps the neighbour
// index in range and store_pair writes the thread's two output elements
// (2g and 2g + 1) through the pointer it is given.

__device__ int clamp_index(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__device__ void store_pair(int *dst, unsigned i, int a, int b) {
  dst[2 * i] = a;
  dst[2 * i + 1] = b;
}

__global__ void device_fn_inline(const int *in, int *out, int n) {
  __requires(n > 0);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int left = in[clamp_index((int)g - 1, n)];
  int right = in[clamp_index((int)g + 1, n)];
  store_pair(out, g, left, right);
}
