//pass
//--blockDim=[8,8,4] --gridDim=4

// 3-D blocks: each thread linearises (x, y, z) within its block and writes
// one element of its block's 256-element slice.

__global__ void block3d(unsigned *A) {
  unsigned lin = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  unsigned per_block = blockDim.x * blockDim.y * blockDim.z;
  A[blockIdx.x * per_block + lin] = threadIdx.z;
}
