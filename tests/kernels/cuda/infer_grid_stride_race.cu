//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//possible [a-z-]+ race on

// The grid-stride loop striding by the block size instead of the grid's:
// thread 0 of block 1 starts at 128, which thread 0 of block 0 reaches
// after one step. No invariant inference keeps can hide it.

__global__ void infer_grid_stride_race(float *x, const float *y, float a, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
    x[i] = a * x[i] + y[i];  // error: possible write-read race on x
}
// error@11: possible read-write race on x
