//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_same_name_ctors.cu:11:15: error: unsupported: struct S: two structs of that name

// Two structs named S with the same fields but different constructors:
// the constructor was looked up by name and P::S's ran for a Q::S, hiding
// the race (s.x is 0). Two structs of one name with constructors are
// rejected.

namespace Q { struct S { int x; __device__ S(int a) : x(0) {} }; }
namespace P { struct S { int x; __device__ S(int a) : x(a) {} }; }
__global__ void k(int *A)
{
  Q::S s(threadIdx.x);
  A[s.x] = threadIdx.x;
}
