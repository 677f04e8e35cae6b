//pass
//--blockDim=64 --gridDim=8

// Each block writes its slice of A, synchronises, and reads a neighbour's
// element inside its own slice: the barrier orders the threads of the block,
// and the blocks never touch each other's slices.

__global__ void inter_group_barrier(int *A, int *B) {
  unsigned base = blockIdx.x * blockDim.x;
  unsigned t = threadIdx.x;
  A[base + t] = t;
  __syncthreads();
  B[base + t] = A[base + (t + 1) % blockDim.x];
}
