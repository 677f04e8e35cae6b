//pass
//--blockDim=64 --gridDim=2

// barrier_invariant_binary_inter_group_race with 32 elements of G per block:
// threads 2k and 2k + 1 of a block write one element, the same value by the
// binary invariant (benign), and the blocks' elements differ.

__global__ void barrier_invariant_binary_inter_group(unsigned *G) {
  __shared__ unsigned S[64];
  S[threadIdx.x] = blockIdx.x;
  __barrier_invariant_binary_1(S[threadIdx.x] == __other_int(S[threadIdx.x]),
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  G[threadIdx.x / 2 + blockIdx.x * 32] = S[threadIdx.x];
}
