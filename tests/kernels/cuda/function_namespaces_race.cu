//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// Two functions of one name and type in two namespaces are two functions:
// a::f writes A[0] with each thread's id (line 9); b::f, which writes each
// thread's own element, is not what the kernel calls.

namespace a { __device__ void f(int *A) { A[0] = threadIdx.x; } } // error: possible write-write race on
namespace b { __device__ void f(int *A) { A[blockIdx.x * blockDim.x + threadIdx.x] = 1; } }

__global__ void function_namespaces_race(int *A) {
  b::f(A);
  a::f(A);
}
