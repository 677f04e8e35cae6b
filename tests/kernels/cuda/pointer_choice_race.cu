//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on (buf|A)

// The pointer x reaches the shared buffer or the global one; either way
// every thread writes element 0 (line 13) with its own id.

__global__ void pointer_choice_race(int *A, int use_global) {
  __shared__ int buf[64];
  int *x = buf;
  if (use_global)
    x = A;
  x[0] = threadIdx.x;  // error: possible write-write race on A
}
// error@13: possible write-write race on buf
