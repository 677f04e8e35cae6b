//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8] --gridDim=[8,8]
//possible [a-z-]+ race on

// Jacobi step done in place: thread (x, y) reads A at (x + 1, y) while the
// thread at (x + 1, y) overwrites that element (line 16), in the same
// block or, at tile edges, in the neighbouring block.

#define W 64

__global__ void stencil_2d_inplace_race(float *A) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < W - 1 && y > 0 && y < W - 1) {
    unsigned i = y * W + x;
    A[i] = 0.25f * (A[i - 1] + A[i + 1] + A[i - W] + A[i + W]);  // error: possible write-read race on A
  }
}
