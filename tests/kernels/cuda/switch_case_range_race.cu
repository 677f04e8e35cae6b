//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// The range -2 ... 1 is compared as signed (the switch is on an int), so
// threads 6 to 9 (d = -2 to 1) all write their d to A[0] at line 13, e.g.
// threads 6 and 7. Read as `case -2:` only thread 6 would write A[0].

__global__ void switch_case_range_race(int *A) {
  int d = (int)threadIdx.x - 8;
  switch (d) {
  case -2 ... 1:
    A[0] = d; // error: possible write-write race on A
    break;
  default:
    A[threadIdx.x + 1] = d;
  }
}
