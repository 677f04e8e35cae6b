//pass
//--blockDim=64 --gridDim=2

// A kernel parameter marked `__grid_constant__` (CUDA 11.7, FlashInfer's
// `const __grid_constant__ Params params`) is a const parameter read in
// place: nothing changes for verification.

struct Params {
  int n;
  float *out;
};

__global__ void grid_constant_param(const __grid_constant__ Params params) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < params.n) {
    params.out[i] = 2.0f * i;
  }
}
