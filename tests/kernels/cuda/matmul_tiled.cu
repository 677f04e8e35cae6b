//pass
//--blockDim=[16,16] --gridDim=[4,4]

// Tiled 64x64 matrix multiply: each iteration loads one tile of A and of B,
// synchronises, accumulates a private dot product, and synchronises again
// before the next load overwrites the tiles.

#define T 16
#define N 64

__global__ void matmul_tiled(const float *A, const float *B, float *C) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (unsigned k = 0;
       __invariant(!__read(As)), __invariant(!__write(As)),
       __invariant(!__read(Bs)), __invariant(!__write(Bs)),
       __invariant(!__read(C)), __invariant(!__write(C)),
       k < N / T; k++) {
    As[ty][tx] = A[row * N + k * T + tx];
    Bs[ty][tx] = B[(k * T + ty) * N + col];
    __syncthreads();
    for (unsigned j = 0; j < T; j++)
      acc += As[ty][j] * Bs[j][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
