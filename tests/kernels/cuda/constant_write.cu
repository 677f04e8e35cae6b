//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible attempt to modify constant memory

// Constant memory is read-only on the device: the write at line 11 is an
// error.

__constant__ int TABLE[64];

__global__ void constant_write(const int *in) {
  TABLE[threadIdx.x] = in[threadIdx.x];  // error: possible attempt to modify constant memory `TABLE`
}
