//pass
//--blockDim=128 --gridDim=16

// A template kernel, explicitly instantiated for int: each thread scales its
// own element of A.

template <typename T>
__global__ void template_kernel(T *A, T factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = A[i] * factor;
}

template __global__ void template_kernel<int>(int *, int);
