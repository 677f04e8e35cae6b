//pass
//--blockDim=256 --gridDim=4

// A triangle of block-wide rows: the inner loop starts at the outer one's
// counter, and both step by the block size, so each thread only ever
// writes the elements congruent to its id. The outer loop head needs
// `__write(s) ==> offset % blockDim.x == threadIdx.x % blockDim.x`
// (rule access-stride, over the counters of both loops): the inner
// counter is not a counter of the outer loop, so access-offsets says
// nothing there.

__global__ void triangle_rows(int *out) {
  __shared__ int s[2560];
  for (unsigned i = 0; i < blockDim.x * 10; i += blockDim.x) {
    for (unsigned j = i; j < blockDim.x * 10; j += blockDim.x) {
      s[j + threadIdx.x] = threadIdx.x;
    }
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x];
}
