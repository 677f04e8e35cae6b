//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// As inter_group_barrier, but each thread reads the element one block
// further on (line 14): __syncthreads does not order different blocks, so
// thread 0 of block 0 reads A[64] while thread 0 of block 1 writes it.

__global__ void inter_group_barrier_race(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned total = blockDim.x * gridDim.x;
  A[g] = threadIdx.x;
  __syncthreads();
  B[g] = A[(g + blockDim.x) % total];  // error: possible read-write race on A
}
