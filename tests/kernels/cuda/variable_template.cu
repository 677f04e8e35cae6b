//pass
//--blockDim=64 --gridDim=2

// Variable templates: an array in constant memory per element type
// (`weights<T>`), and a trait (`same_v<T, int>`, over Clang's
// `__is_same`, as `std::is_same_v` is) that picks an `if constexpr`
// branch, whose condition the front end takes from Clang's value.

template <class A, class B> constexpr bool same_v = __is_same(A, B);
template <class T> __constant__ T weights[4];

template <class T> __global__ void scale(T *out, const T *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  T w = weights<T>[threadIdx.x % 4];
  if constexpr (same_v<T, int>) {
    out[i] = in[i] * w * 2;
  } else {
    out[i] = in[i] * w;
  }
}

template __global__ void scale<int>(int *, const int *);
template __global__ void scale<float>(float *, const float *);
