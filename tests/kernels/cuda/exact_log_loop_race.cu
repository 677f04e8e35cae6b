//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// Every thread writes i to A[0] in iterations i = 0 and 1 of a loop without
// a barrier (line 11): thread a's write of 1 races with thread b's write of
// 0, both at line 11.

__global__ void exact_log_loop_race(int *A) {
  for (unsigned i = 0; i < 2; i++)
    A[0] = i; // error: possible write-write race on A
}
// cex@11: its access to A at line 11
