//pass
//--blockDim=64 --gridDim=8

// The first 16 threads of each block clear a grid-strided run of elements;
// then every thread writes where its index ended. A thread that skipped
// the loop still holds its global id there: the reduction states that a
// thread masked off at a loop keeps its variables (spec/gpu.md section 7),
// and the loop's `strided` invariant covers the threads that ran it.

__global__ void tail_scatter(unsigned *a, unsigned n) {
  unsigned j = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 16) {
    for (unsigned i = 0; i < n; i++) {
      a[j] = 0;
      j += gridDim.x * blockDim.x;
    }
  }
  a[j] = threadIdx.x;
}
