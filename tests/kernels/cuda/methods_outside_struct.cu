//pass
//--blockDim=64 --gridDim=1

// Methods and constructors defined outside their struct (`int
// Counter::at(int) const { ... }`, in a namespace, of a class template, and
// an explicit specialization of a member template), member templates
// (`hash<T>`, static or not), and `std::uint32_t` from <cstdint>.

#include <cstdint>

namespace ns {
struct Counter {
  int base;
  __device__ Counter(int b);
  __device__ int at(int i) const;
  __device__ void bump(int by);
};
__device__ Counter::Counter(int b) : base(b * 2) {}
__device__ int Counter::at(int i) const { return base + i; }
__device__ void Counter::bump(int by) { base += by; }
} // namespace ns

template <class T> struct Box {
  T v;
  __device__ T get() const;
};
template <class T> __device__ T Box<T>::get() const { return v + 1; }

template <class K> struct Hash {
  template <class T> __device__ static T hash(T x) { return x * 3; }
};

struct Scale {
  int k;
  template <class T> __device__ T apply(T x) const { return x * k; }
};

template <class T> struct Lcg {
  __device__ explicit Lcg(T s) : x(s) {}
  template <class R> __device__ R next();
  T x;
};
template <>
template <>
__device__ std::uint32_t Lcg<std::uint32_t>::next<std::uint32_t>() {
  x = x * 5 + 1;
  return x;
}

__global__ void kern(int *out, unsigned *hashes, std::uint32_t *draws) {
  ns::Counter c(3);
  __assert(c.at(1) == 7);
  c.bump(2);
  __assert(c.at(0) == 8);
  Box<int> b = {4};
  __assert(b.get() == 5);
  out[threadIdx.x] = c.at(threadIdx.x) + b.get();

  Scale s = {5};
  __assert(Hash<unsigned>::hash(2u) == 6u);
  __assert(s.apply(3) == 15);
  __assert(s.apply<long>(4) == 20);
  hashes[threadIdx.x] = Hash<unsigned>::hash(threadIdx.x) + s.apply(1);

  Lcg<std::uint32_t> rng(2);
  __assert(rng.next<std::uint32_t>() == 11u);
  draws[threadIdx.x] = rng.next<std::uint32_t>();
}
