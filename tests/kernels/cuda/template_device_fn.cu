//pass
//--blockDim=64 --gridDim=4

// Template device functions (a non-type parameter and a type parameter),
// inlined into the kernel; the assertions check their results.

template <unsigned K>
__device__ unsigned times(unsigned x) { return K * x; }

template <typename T>
__device__ T larger(T a, T b) { return a > b ? a : b; }

__global__ void template_device_fn(unsigned *A) {
  unsigned t = threadIdx.x;
  unsigned v = times<3>(t);
  __assert(v == t + t + t);
  __assert(larger<int>(-1, (int)t) == (int)t);
  A[blockIdx.x * 64 + t] = larger(v, 10u);
}
