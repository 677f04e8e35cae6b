//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4

// infer_access_stride.cu reading its neighbour's element after the loops
// without a barrier: thread t reads s[t + 1], which thread t + 1 wrote.

__global__ void triangle_rows(int *out) {
  __shared__ int s[2560];
  for (unsigned i = 0; i < blockDim.x * 10; i += blockDim.x) {
    for (unsigned j = i; j < blockDim.x * 10; j += blockDim.x) {
      s[j + threadIdx.x] = threadIdx.x;
    }
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x + 1];  // error: possible read-write race on s
}
