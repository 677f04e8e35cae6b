//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on buf

// Without the barrier, thread t reads the element thread 63 - t writes.

#include <type_traits>

template <typename INPUT> __global__ void k(INPUT *out) {
  using UINPUT = typename std::make_unsigned<INPUT>::type;
  __shared__ UINPUT buf[64];
  buf[threadIdx.x] = (UINPUT)out[threadIdx.x];
  out[threadIdx.x] = buf[63 - threadIdx.x];  // error: possible read-write race on buf
}

template __global__ void k<long>(long *);
