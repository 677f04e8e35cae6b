//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible write-write race on flag

// The statements of a statement expression run: its write to flag[0] by
// every thread races.

__global__ void mark(int *flag, int *out) {
  int t = blockIdx.x * 32 + threadIdx.x;
  out[t] = ({ flag[0] = t; t + 1; }); // error: possible write-write race on flag
}
