//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// The kernel's `elem` is this instance's type: 4-byte elements at a
// 2-byte stride overlap their neighbours (a 2-byte `elem`, the other
// instance's, would not).

template <typename T> struct Traits {
  using elem = T;
};

template <typename K> __global__ void stride2(void *data) {
  using elem = typename K::elem;
  elem *x = reinterpret_cast<elem *>((char *)data + 2 * threadIdx.x);
  x[0] = threadIdx.x; // error: possible write-write race
}

template __global__ void stride2<Traits<short>>(void *);
template __global__ void stride2<Traits<int>>(void *);
