//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on G

// Block b fills its S with b; the binary invariant (S[t] is the same for any
// two threads) holds within a block, not for two blocks. Thread 2 of block 0
// and thread 0 of block 1 both write G[1] (line 15), values 0 and 1: a race.

__global__ void barrier_invariant_binary_inter_group_race(unsigned *G) {
  __shared__ unsigned S[64];
  S[threadIdx.x] = blockIdx.x;
  __barrier_invariant_binary_1(S[threadIdx.x] == __other_int(S[threadIdx.x]),
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  G[threadIdx.x / 2 + blockIdx.x] = S[threadIdx.x]; // error: possible write-write race on G
}
// cex@15: its access to G at line 15
