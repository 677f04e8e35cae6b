//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-infer --k-induction-depth=2
//possible write-write race on flag

// Every thread writes its id to flag[0] in round 50 only. k-induction of
// depth 2 checks the first two rounds in its base case, race-free, but its
// step case starts from any round, 48 for one, and so finds the race of
// round 50: k-induction does not verify a kernel whose bug is far away.

__global__ void late(int *flag) {
  for (int round = 0; round < 100; round++) {
    if (round == 50) {
      flag[0] = threadIdx.x;  // error: possible write-write race on flag
    }
    __syncthreads();
  }
}
