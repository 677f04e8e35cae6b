//pass
//--blockDim=64 --gridDim=2 --no-inline

// __return_val_ptr() is the pointer a function returns: here its argument
// moved by the block's offset, so each thread writes its own element.
__device__ int *block_part(int *p) {
  __ensures(__return_val_ptr() == p + blockIdx.x * blockDim.x);
  return p + blockIdx.x * blockDim.x;
}

__global__ void return_val_ptr(int *p) {
  block_part(p)[threadIdx.x] = blockIdx.x;
}
