//pass
//--blockDim=64 --gridDim=1

// Enumerations declared in a function body (`enum { MAX = 499 };`), named
// or not, whose enumerators are constants there.

__device__ unsigned stride(unsigned i) {
  enum { MAX = 499 };
  return 1 + i % MAX;
}

__global__ void k(unsigned *out) {
  enum Local { A = 3, B = A * 2 };
  __assert(stride(500) == 2 && B == 6);
  out[threadIdx.x] = stride(threadIdx.x) + B;
}
