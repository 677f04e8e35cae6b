//pass
//--blockDim=64 --gridDim=4

// A constructor makes an array member from a list (`x_{x, y, z}`): each
// element its item, and the elements a shorter list leaves out zero.

#include <cassert>

template <typename T> struct Vec3 {
  T x_[3];
  __host__ __device__ Vec3(T x, T y, T z) : x_{x, y, z} {}
  __host__ __device__ explicit Vec3(T x) : x_{x} {}
  __device__ T operator[](int i) const { return x_[i]; }
};

__global__ void spread(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Vec3<int> v(i, i, 2);
  Vec3<int> w(7);
  assert(w[0] == 7 && w[1] == 0 && w[2] == 0);
  out[v[0] * 3 + v[2]] = v[1];
}
