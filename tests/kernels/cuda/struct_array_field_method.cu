//pass
//--blockDim=64 --gridDim=1

// Methods of structs with array fields (`x_[i]` inside `operator[]`), called
// on locals: `this` is the struct's elements, one local each, and an
// element at an index known only at run time is chosen among them.

template <class T> struct Vec3 {
  T x_[3];
  __device__ T operator[](int i) const { return x_[i]; }
  __device__ T sum() const {
    T s = 0;
    for (int i = 0; i < 3; i++)
      s += x_[i];
    return s;
  }
};

struct Acc {
  int c[4];
  __device__ void add(int i, int v) { c[i] += v; }
  __device__ int get(int i) const { return c[i]; }
};

__global__ void k(float *out, int *counts, const Vec3<float> *in) {
  Vec3<float> v = in[threadIdx.x];
  out[threadIdx.x] = v[threadIdx.x % 3] + v.sum() + in[threadIdx.x][1];

  Acc a = {{0, 0, 0, 0}};
  int i = threadIdx.x % 4;
  a.add(i, 5);
  a.add((i + 1) % 4, 1);
  __assert(a.get(i) == 5);
  __assert(a.c[(i + 1) % 4] == 1);
  __assert(a.get((i + 2) % 4) == 0);
  counts[threadIdx.x] = a.get(i);
}
