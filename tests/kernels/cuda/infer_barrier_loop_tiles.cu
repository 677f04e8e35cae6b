//pass
//--blockDim=64 --gridDim=16

// Tiles of 64 elements staged through shared memory, one per iteration,
// with a barrier before and after the tile is used: inference keeps that
// every iteration starts with empty access logs and that the loop counter
// is the same in both threads.

#define TILE 64
#define TILES 8

__global__ void infer_barrier_loop_tiles(const float *in, float *out) {
  __shared__ float tile[TILE];
  unsigned t = threadIdx.x;
  float acc = 0.0f;
  for (unsigned k = 0; k < TILES; k++) {
    tile[t] = in[(blockIdx.x * TILES + k) * TILE + t];
    __syncthreads();
    acc += tile[(t + 1) % TILE];
    __syncthreads();
  }
  out[blockIdx.x * TILE + t] = acc;
}
