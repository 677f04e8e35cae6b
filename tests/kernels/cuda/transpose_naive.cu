//pass
//--blockDim=[16,16] --gridDim=[4,4]

// Naive transpose of a 64x64 matrix with a 2-D grid of 2-D blocks: thread
// (x, y) writes out[x][y]; (x, y) determines the thread, so no two threads
// write the same element.

#define W 64

__global__ void transpose_naive(const float *in, float *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  out[x * W + y] = in[y * W + x];
}
