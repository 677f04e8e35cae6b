//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8

// infer_masked_locals.cu striding by the block instead of the grid: a
// thread's final write lands on an element that the same thread of a
// later block cleared in its first round.

__global__ void tail_scatter(unsigned *a, unsigned n) {
  unsigned j = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 16) {
    for (unsigned i = 0; i < n; i++) {
      a[j] = 0;
      j += blockDim.x;
    }
  }
  a[j] = threadIdx.x;  // error: possible write-write race on a
}
