//pass
//--blockDim=64 --gridDim=16

// Pointer arithmetic: each block offsets A and B to its own 64-element row
// and threads index from there, by subscript and by *(p + i).

__global__ void pointer_arith(int *A, const int *B) {
  int *row = A + blockIdx.x * blockDim.x;
  const int *src = B + blockIdx.x * blockDim.x;
  row[threadIdx.x] = 2 * src[threadIdx.x];
  *(row + threadIdx.x) += 1;
}
