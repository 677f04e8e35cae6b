//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A __managed__ variable (device memory the host maps too) is a __device__
// variable to kernels, as nvcc has it: every thread writes the one counter
// with its own id.

__managed__ int counter;

__global__ void count(int *out) {
  counter = threadIdx.x;  // error: possible write-write race on counter
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
