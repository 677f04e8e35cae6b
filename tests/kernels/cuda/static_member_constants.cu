//pass
//--blockDim=64 --gridDim=1

// Static constexpr data members of a traits struct (`K::kThreads`), read
// in a kernel template instantiated with it, as constants with their
// initialisers' values.

template <int N> struct Traits {
  static constexpr int kThreads = N;
  static constexpr int kElts = N / 8;
};

template <class K> __global__ void k(int *out) {
  constexpr int n = K::kThreads;
  __assert(n == 64 && K::kElts == 8);
  out[threadIdx.x % K::kThreads] = n + K::kElts;
}

template __global__ void k<Traits<64>>(int *);
