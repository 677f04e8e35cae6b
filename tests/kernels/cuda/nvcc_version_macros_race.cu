//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// ivl reads code as nvcc 12.0 does: __CUDACC_VER_MAJOR__ is 12, so the
// branch for CUDA 9 and later is the one checked, where threads 2j and
// 2j + 1 both write a[j].

__global__ void k(int *a) {
#if defined(__NVCC__) && __CUDACC_VER_MAJOR__ >= 9
  a[threadIdx.x / 2] = threadIdx.x;  // error: possible write-write race on a
#else
  a[threadIdx.x] = threadIdx.x;
#endif
}
