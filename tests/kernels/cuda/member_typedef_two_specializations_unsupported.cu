//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//member_typedef_two_specializations_unsupported.cu:10:3: error: unsupported: a function returning references to P

// Two specializations give the member typedef `P` two meanings, and Clang
// writes the result type of either's method as `P &`: neither is known.

template <typename P_> struct Matrix {
  typedef P_ P;
  static __device__ P &eltd(size_t i, P *d) { return d[i]; }
};

__global__ void set_float(float *d) { Matrix<float>::eltd(threadIdx.x, d) = 1.0f; }

__global__ void set_int(int *d) { Matrix<int>::eltd(threadIdx.x, d) = 1; }
