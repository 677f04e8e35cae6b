//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// Thread 0 writes 1, then 2, to A[0] (lines 11, 12); every other thread
// writes 2 (line 14). Thread 0's write of 1 races with thread 1's write of 2:
// reported at line 14, with thread 0's write at line 11.

__global__ void exact_log_branch_race(int *A) {
  if (threadIdx.x == 0) {
    A[0] = 1;
    A[0] = 2;
  } else {
    A[0] = 2; // error: possible write-write race on A
  }
}
// cex@14: its access to A at line 11
