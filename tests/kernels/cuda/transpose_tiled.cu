//pass
//--blockDim=[16,16] --gridDim=[4,4]

// Tiled transpose: a block copies its 16x16 tile into shared memory (padded
// to 17 columns), waits at the barrier, then writes the tile transposed to
// the mirrored block position. Every thread writes one tile element and one
// output element of its own.

#define T 16
#define W 64

__global__ void transpose_tiled(const float *in, float *out) {
  __shared__ float tile[T][T + 1];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned x = blockIdx.x * T + tx;
  unsigned y = blockIdx.y * T + ty;
  tile[ty][tx] = in[y * W + x];
  __syncthreads();
  x = blockIdx.y * T + tx;
  y = blockIdx.x * T + ty;
  out[y * W + x] = tile[tx][ty];
}
