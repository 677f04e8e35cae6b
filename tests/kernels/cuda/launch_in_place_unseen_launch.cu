//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// In place (in == out) each thread reads back its own 1 and returns; the
// launch through kp may pass distinct arrays, where in[t] may be anything
// and every thread writes out[64]. The kernel is checked both ways, and
// the race of the second is found.

__global__ void k(const int *in, int *out) {
  out[threadIdx.x] = 1;
  if (in[threadIdx.x] == 1)
    return;
  out[64] = threadIdx.x;  // error: possible write-write race on out
}

void host(int *d, int *e) {
  k<<<1, 64>>>(d, d);
  void (*kp)(const int *, int *) = k;
  kp<<<1, 64>>>(d, e);
}
