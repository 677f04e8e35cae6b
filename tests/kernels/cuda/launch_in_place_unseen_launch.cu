//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//launch_in_place_unseen_launch.cu:11:1: error: unsupported: `k`, launched sharing arrays and named elsewhere too

// In place (in == out) each thread reads back its own 1 and returns; the
// launch through kp passes distinct arrays, where in[t] may be anything
// and every thread writes out[64]. A launch through a pointer may share
// any arguments, which the launches seen do not say: the kernel is
// refused.

__global__ void k(const int *in, int *out) {
  out[threadIdx.x] = 1;
  if (in[threadIdx.x] == 1)
    return;
  out[64] = threadIdx.x;
}

void host(int *d, int *e) {
  k<<<1, 64>>>(d, d);
  void (*kp)(const int *, int *) = k;
  kp<<<1, 64>>>(d, e);
}
