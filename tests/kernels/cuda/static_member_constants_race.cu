//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// K::kElts is 8, not 64: threads 8 apart write the same element.

template <int N> struct Traits {
  static constexpr int kThreads = N;
  static constexpr int kElts = N / 8;
};

template <class K> __global__ void k(int *out) {
  out[threadIdx.x % K::kElts] = threadIdx.x;  // error: possible write-write race on out
}

template __global__ void k<Traits<64>>(int *);
