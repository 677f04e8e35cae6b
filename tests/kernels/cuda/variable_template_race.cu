//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2

// variable_template.cu with the int branch writing out[i / 2]: threads 2k
// and 2k + 1 write the same element. The branch taken is the one for
// T = int, so the race is reported there; the other branch is not
// instantiated.

template <class A, class B> constexpr bool same_v = __is_same(A, B);
template <class T> __constant__ T weights[4];

template <class T> __global__ void scale(T *out, const T *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  T w = weights<T>[threadIdx.x % 4];
  if constexpr (same_v<T, int>) {
    out[i / 2] = in[i] * w * 2;  // error: possible write-write race on out
  } else {
    out[i] = in[i] * w;
  }
}

template __global__ void scale<int>(int *, const int *);
template __global__ void scale<float>(float *, const float *);
