//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// switch_cases with the break of case 1 missing: thread 1 falls through into
// case 2 and writes B[0] = 1 (line 17), while thread 2 writes B[0] = 2.

__global__ void switch_fallthrough_race(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  switch (g % 4) {
  case 0:
    A[g] = 10;
    break;
  case 1:
    A[g] = 11;
  case 2:
    B[g / 4] = g;  // error: possible write-write race on B
    break;
  default:
    A[g] = 13;
    break;
  }
}
