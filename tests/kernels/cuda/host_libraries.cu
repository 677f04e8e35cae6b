//pass
//--blockDim=64 --gridDim=4

// A program around host libraries (cuFFT, cuSPARSE, cuSOLVER, cuBLASLt,
// NCCL): ivl's headers declare their types, which kernels use
// (cufftComplex is a float2); the host code calling them does not compile
// here and is skipped, as host code is never verified.

#include <cufft.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <cublasLt.h>
#include <nccl.h>

__global__ void scale(cufftComplex *data, float k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i].x *= k;
    data[i].y *= k;
  }
}

int main() {
  cufftHandle plan;
  cufftPlan1d(&plan, 256, CUFFT_C2C, 1);
  cusparseHandle_t sparse;
  cusparseCreate(&sparse);
  ncclComm_t comm;
  ncclCommDestroy(comm);
  scale<<<4, 64>>>(nullptr, 0.5f, 256);
  return 0;
}
