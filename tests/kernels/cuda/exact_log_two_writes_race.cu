//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// Every thread writes 1, then 2, to A[0] (lines 11 and 12). Thread a's write
// of 2 and thread b's write of 1 are unordered writes of different values, a
// race (only equal values are benign); it is reported at line 12, thread 1's
// write being the one at line 11.

__global__ void exact_log_two_writes_race(int *A) {
  A[0] = 1;
  A[0] = 2; // error: possible write-write race on A
}
// cex@12: its access to A at line 11
