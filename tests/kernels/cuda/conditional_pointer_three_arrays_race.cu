//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on C

// q reaches C only when t % 4 == 3, always at C[0]: threads 3 and 7 both
// write it (line 13).

__global__ void conditional_pointer_three_arrays_race(int *A, int *B, int *C) {
  int t = threadIdx.x;
  int k = 0;
  int *p = (t % 2 == 0) ? &A[t] : &B[t];
  int *q = (t % 4 != 3) ? p : &C[k++];
  *q = t; // error: possible write-write race on C
}
