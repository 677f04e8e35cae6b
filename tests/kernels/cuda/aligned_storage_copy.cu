//pass
//--blockDim=64 --gridDim=1

// A vectorised copy through `std::aligned_storage<16, 16>::type` (apex's
// `load_store`): the arrays are seen as 16-byte unions, each thread
// copying its own four floats. A struct nested in a class template's
// specialization is known by its qualified name, even when its last name
// (`type`) names many typedefs.

#include <type_traits>

template <typename T> __device__ void load_store(T *dst, const T *src, int i) {
  typedef typename std::aligned_storage<4 * sizeof(T), 4 * alignof(T)>::type LT;
  ((LT *)dst)[i] = ((const LT *)src)[i];
}

template <int N> struct Box {
  struct type {
    int v[N];
  };
};

__global__ void aligned_storage_copy(float *dst, const float *src, int *out) {
  load_store(dst, src, threadIdx.x);
  Box<4>::type b;
  b.v[threadIdx.x % 4] = 7;
  __assert(b.v[threadIdx.x % 4] == 7);
  out[threadIdx.x] = b.v[threadIdx.x % 4];
}
