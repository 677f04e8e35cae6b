//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A parameter assigned through a comma expression, `(0, n) = i / 2;`:
// threads 2j and 2j + 1 write out[j]. (This was an internal error: the
// parameter was not copied to a local.)

__global__ void k(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  (0, n) = i / 2;
  out[n] = i;  // error: possible write-write race on out
}
