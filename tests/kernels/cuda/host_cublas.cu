//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// A whole program whose host code calls cuBLAS (ivl's cublas_v2.h declares
// the host API): the kernel is checked, the host code skipped. Every thread
// adds to c[0] without an atomic (line 16), racing with the others' reads
// and writes of it.

#include <cublas_v2.h>
#include <cuda_runtime.h>

__global__ void host_cublas(float *c, const float *a) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  c[t + 1] = a[t];
  c[0] = c[0] + a[t]; // error: possible write-write race on
}

int main() {
  cublasHandle_t handle;
  cublasCreate(&handle);
  float *a, *b, *c;
  cudaMalloc(&a, 256 * sizeof(float));
  cudaMalloc(&b, 256 * sizeof(float));
  cudaMalloc(&c, 257 * sizeof(float));
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, 16, 16, 16, &one, a, 16, b, 16, &zero, c, 16);
  int best;
  cublasIsamax(handle, 256, a, 1, &best);
  host_cublas<<<4, 64>>>(c, a);
  cublasDestroy(handle);
  return 0;
}
// error@16: possible write-read race on
