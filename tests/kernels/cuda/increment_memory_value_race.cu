//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//possible write-write race on A

// ++B[t] is the old B[t] plus one: every thread gets s == 1 (line 11) and
// writes A[0] (line 12). Read again after the write, s would be 2 and the
// write never happen.

__global__ void increment_memory_value_race(int *A, int *B) {
  int t = threadIdx.x;
  B[t] = 0;
  int s = ++B[t];
  if (s == 1) A[0] = t;  // error: possible write-write race on A
}
