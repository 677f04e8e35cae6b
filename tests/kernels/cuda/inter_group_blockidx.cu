//pass
//--blockDim=* --gridDim=*

// One result per block, for any grid and block size: thread 0 of each block
// sums four inputs in a private loop and writes out[blockIdx.x]; the blocks
// write distinct elements.

__global__ void inter_group_blockidx(const int *in, int *out) {
  if (threadIdx.x == 0) {
    int sum = 0;
    for (unsigned k = 0; k < 4; k++)
      sum += in[4 * blockIdx.x + k];
    out[blockIdx.x] = sum;
  }
}
