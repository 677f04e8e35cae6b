//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//possible [a-z-]+ race on

// The tiled matrix multiply without the second barrier: thread (0,0) may
// still be reading As[0][1] (line 23) when thread (1,0) overwrites it with
// the next tile (line 19).

#define T 16
#define N 64

__global__ void matmul_tiled_race(const float *A, const float *B, float *C) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (unsigned k = 0; k < N / T; k++) {
    As[ty][tx] = A[row * N + k * T + tx];  // error: possible write-read race on As
    Bs[ty][tx] = B[(k * T + ty) * N + col];
    __syncthreads();
    for (unsigned j = 0; j < T; j++)
      acc += As[ty][j] * Bs[j][tx];
  }
  C[row * N + col] = acc;
}
// error@20: possible write-read race on Bs
