//pass
//--blockDim=[8,8] --gridDim=[8,8]

// 5-point weighted stencil on a 64x64 grid, weights in __constant__ memory:
// interior threads read their four neighbours from in and write their own
// element of out; the border is left alone.

#define W 64

__constant__ float weight[5];

__global__ void stencil_2d_constant(const float *in, float *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < W - 1 && y > 0 && y < W - 1) {
    unsigned i = y * W + x;
    out[i] = weight[0] * in[i] + weight[1] * in[i - 1] + weight[2] * in[i + 1] +
             weight[3] * in[i - W] + weight[4] * in[i + W];
  }
}
