//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: the kernel stops here

// __trap() stops the kernel: a thread with a negative input reaches it.
__global__ void trap_reached(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] < 0) {
    __trap();  // error: the kernel stops here (`__trap`)
  }
  out[i] = in[i];
}
