//pass
//--blockDim=64 --gridDim=2

// exact_log_inter_group_race with one element per block: within a block the
// barrier orders the write of 1 before the write of 2 (each benign among the
// block's threads), and the blocks write different elements.

__global__ void exact_log_inter_group(int *A) {
  A[blockIdx.x] = 1;
  __syncthreads();
  A[blockIdx.x] = 2;
}
