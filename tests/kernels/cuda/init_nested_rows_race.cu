//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// m is {{0, 0}, {1, t}} (the first row padded with a zero), so every thread
// writes its id to A[m[0][1]] = A[0] at line 11, e.g. threads 0 and 1. Read as
// the flat list {1, t}, m[0][1] would be t (no race).

__global__ void init_nested_rows_race(int *A) {
  int m[2][2] = {{0}, {1, (int)threadIdx.x}};
  A[m[0][1]] = threadIdx.x; // error: possible write-write race on A
}
