//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible null pointer access

// A pointer never set is indeterminate: writing through it is an error
// (reported as an access through null).

__global__ void uninitialised_pointer_access(int *out) {
  int *p;
  p[threadIdx.x] = 1;  // error: possible null pointer access
  out[blockIdx.x * blockDim.x + threadIdx.x] = 2;
}
