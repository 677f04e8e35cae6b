//pass
//--blockDim=64 --gridDim=4

// A __managed__ variable is a __device__ variable to kernels (nvcc's
// __managed__ implies __device__): here every thread only reads it.

__managed__ int scale;

__global__ void apply(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = out[i] * scale;
}
