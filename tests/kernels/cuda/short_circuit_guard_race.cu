//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// short_circuit_guard with || instead of &&: every thread but the last
// evaluates A[g + 1] (line 12), so thread 0 reads A[1] while thread 1
// writes it (line 14).

__global__ void short_circuit_guard_race(int *A, int *flag) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int mine = A[g];
  if (g == 511 || A[g + 1] != 0)
    flag[0] = 1;
  A[g] = mine + 1;  // error: possible write-read race on A
}
