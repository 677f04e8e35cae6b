//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_pointer_other_sharing.cu:11:1: error: unsupported: `k`, launched sharing arrays and named elsewhere too

// Found by red-teaming: the direct launch shares a and b, the launch
// through f shares b and c, where thread i reads b[i + 1] as thread i + 1
// writes c[i + 1]. Checking the sharings seen (and distinct arrays) missed
// that race; a kernel launched sharing arrays and also named elsewhere is
// refused.

__global__ void k(float *a, float *b, float *c) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  c[i] = a[i] + b[i + 1];
}

void host(float *d, float *e, float *x, float *y) {
  k<<<4, 64>>>(d, d, e);
  void (*f)(float *, float *, float *) = k;
  f<<<4, 64>>>(x, y, y);
}
