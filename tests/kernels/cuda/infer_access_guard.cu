//pass
//--blockDim=64 --gridDim=2

// A grid-stride loop through pointers that may reach either of two arrays
// (`y = t == 0 ? b0 : b1`): every write of b0 in the loop is under
// `y.base == 0`, which the loop does not change, so the candidate
// `__write(b0) ==> y.base == 0` (rule access-guard) keeps the other
// group's log of b0 empty. Without it the two groups seemed to race.

__global__ void infer_access_guard(const float *a0, const float *a1, float *b0, float *b1, float a) {
  int t = blockIdx.x % 2;
  const float *x = t == 0 ? a0 : a1;
  float *y = t == 0 ? b0 : b1;
  for (int i = threadIdx.x; i < 100; i += blockDim.x) {
    y[i] = a * x[i];
  }
}
