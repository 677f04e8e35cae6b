//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion could not be proved

// a::g and b::g are different functions of one name and type (declared
// pure, without bodies): nothing says they agree, so the assertion (line
// 13) may fail.

namespace a { __device__ __attribute__((const)) int g(int x); }
namespace b { __device__ __attribute__((const)) int g(int x); }

__global__ void function_namespaces_pure(int *A) {
  __assert(a::g(1) == b::g(1)); // error: this assertion could not be proved
}
