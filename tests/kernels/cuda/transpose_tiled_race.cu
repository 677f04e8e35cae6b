//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//possible [a-z-]+ race on

// The tiled transpose without its barrier: thread (1,0) reads tile[1][0]
// (line 20) in the same barrier interval in which thread (0,1) writes it
// (line 17).

#define T 16
#define W 64

__global__ void transpose_tiled_race(const float *in, float *out) {
  __shared__ float tile[T][T + 1];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned x = blockIdx.x * T + tx;
  unsigned y = blockIdx.y * T + ty;
  tile[ty][tx] = in[y * W + x];
  x = blockIdx.y * T + tx;
  y = blockIdx.x * T + ty;
  out[y * W + x] = tile[tx][ty];  // error: possible read-write race on tile
}
