//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8,4] --gridDim=4
//possible [a-z-]+ race on

// The 3-D linearisation forgets z (line 9): threads (x, y, 0) and (x, y, 1)
// of a block write the same element, with different values (their z).

__global__ void block3d_race(unsigned *A) {
  unsigned lin = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned per_block = blockDim.x * blockDim.y * blockDim.z;
  A[blockIdx.x * per_block + lin] = threadIdx.z;  // error: possible write-write race on A
}
