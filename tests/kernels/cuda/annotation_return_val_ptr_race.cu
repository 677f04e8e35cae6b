//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --no-inline
//error: possible write-write race on p

// Every block writes the same 64 elements: the function returns its
// argument itself.
__device__ int *block_part(int *p) {
  __ensures(__return_val_ptr() == p);
  return p;
}

__global__ void return_val_ptr_race(int *p) {
  block_part(p)[threadIdx.x] = blockIdx.x;  // error: possible write-write race on p
}
