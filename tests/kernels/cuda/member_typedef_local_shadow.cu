//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=1
//member_typedef_local_shadow.cu:14:3: error: unsupported: memory holding A::T

// `A::T` is `char` here; another function's typedef `A` (of B, whose T is
// int) once took over every `A::T` of the file, so the int-wide write at
// s[0] and the write of s[1] never met (found by red-teaming). A name with
// two meanings is not known.

struct A { typedef char T; };
struct B { typedef int T; };
__device__ void f() { typedef B A; }
__global__ void member_typedef_local_shadow(int *out) {
  __shared__ A::T s[512];
  if (threadIdx.x == 0) ((int *)s)[0] = 7;
  if (threadIdx.x == 1) s[1] = 9;
}
