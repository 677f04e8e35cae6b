//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// The template `fill` is never instantiated, so no kernel of it can be
// checked: ivl warns about it and checks the instantiated `copy`, whose
// race is reported.

template <typename T> __global__ void fill(T *A) { A[0] = threadIdx.x; }

template <typename T> __global__ void copy(T *A) {
  A[0] = threadIdx.x + 1; // error: possible write-write race on A
}

template __global__ void copy<int>(int *);
