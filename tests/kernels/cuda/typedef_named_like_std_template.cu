//pass
//--blockDim=64 --gridDim=1

// A typedef named like a standard class template (`using ctype = int;`
// beside <iostream>'s `std::ctype<C>`): the name alone names the typedef,
// since the template names no type without its arguments.

#include <iostream>

using ctype = int;

__global__ void k(const ctype *const __restrict__ x, ctype *out) {
  ctype v = x[threadIdx.x];
  __assert(sizeof(v) == 4);
  out[threadIdx.x] = v - 1;
}
