//pass
//--blockDim=64 --gridDim=4

// A device function returning a pointer into the array it was given: each
// block's row of A.

__device__ int *row_of(int *A, unsigned row) { return A + row * 64; }

__global__ void return_pointer(int *A) {
  int *row = row_of(A, blockIdx.x);
  row[threadIdx.x] = threadIdx.x;
}
