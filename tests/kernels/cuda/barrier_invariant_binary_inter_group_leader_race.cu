//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on G

// Every thread of block b writes b to S[0]; the binary invariant S[0] ==
// other's S[0] holds within a block only. Thread b of block b publishes S[0]
// to G[0] (line 15): thread 0 of block 0 writes 0, thread 1 of block 1 writes 1.

__global__ void barrier_invariant_binary_inter_group_leader_race(unsigned *G) {
  __shared__ unsigned S[1];
  S[0] = blockIdx.x;
  __barrier_invariant_binary_1(S[0] == __other_int(S[0]), threadIdx.x,
                               __other_int(threadIdx.x));
  __syncthreads();
  if (threadIdx.x == blockIdx.x) G[0] = S[0]; // error: possible write-write race on G
}
// cex@15: its access to G at line 15
