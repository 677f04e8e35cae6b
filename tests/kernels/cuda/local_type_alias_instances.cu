//pass
//--blockDim=64 --gridDim=1

// A type alias declared in a kernel template (`using UINPUT = typename
// std::make_unsigned<INPUT>::type;`) names a different type in each
// instance: unsigned int for int, unsigned long for long.

#include <type_traits>

template <typename INPUT> __global__ void k(INPUT *out) {
  using UINPUT = typename std::make_unsigned<INPUT>::type;
  __shared__ UINPUT buf[64];
  buf[threadIdx.x] = (UINPUT)out[threadIdx.x];
  __assert(sizeof(UINPUT) == sizeof(INPUT));
  __syncthreads();
  out[threadIdx.x] = buf[63 - threadIdx.x];
}

template __global__ void k<int>(int *);
template __global__ void k<long>(long *);
