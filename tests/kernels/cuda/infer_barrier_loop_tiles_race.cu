//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible [a-z-]+ race on

// infer_barrier_loop_tiles.cu without the second barrier: thread 0 may
// write tile[0] for the next tile while thread 63 still reads tile[0]
// ((63 + 1) % 64) of the current one.

#define TILE 64
#define TILES 8

__global__ void infer_barrier_loop_tiles_race(const float *in, float *out) {
  __shared__ float tile[TILE];
  unsigned t = threadIdx.x;
  float acc = 0.0f;
  for (unsigned k = 0; k < TILES; k++) {
    tile[t] = in[(blockIdx.x * TILES + k) * TILE + t];  // error: possible write-read race on tile
    __syncthreads();
    acc += tile[(t + 1) % TILE];
  }
  out[blockIdx.x * TILE + t] = acc;
}
