//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on b[01]

// As infer_access_guard, but threads 2k and 2k + 1 of a group write the
// same element i / 2 (line 14) with different values: the guard keeps
// the groups apart, not the threads of one.

__global__ void infer_access_guard_race(const float *a0, const float *a1, float *b0, float *b1, float a) {
  int t = blockIdx.x % 2;
  const float *x = t == 0 ? a0 : a1;
  float *y = t == 0 ? b0 : b1;
  for (int i = threadIdx.x; i < 100; i += blockDim.x) {
    y[i / 2] = a * x[i] + i; // error: possible write-write race on b0
  }
}
// error@14: possible write-write race on b1
