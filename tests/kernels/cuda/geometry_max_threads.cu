//pass
//--blockDim=1024 --gridDim=4194303

// 4194303 blocks of 1024 threads: 2^32 - 1024 threads in x, so the 32-bit
// global id blockIdx.x * blockDim.x + threadIdx.x does not wrap and every
// thread writes its own element.

__global__ void geometry_max_threads(unsigned *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x;
}
