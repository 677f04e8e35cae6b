//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ctor_reads_later_field_unsupported.cu:15:5: error: unsupported: the initialiser of `a` of S, which reads the field `b` before it is initialised

// Fields are initialised in declaration order: `a(b + 1)` reads `b` before
// its initialiser runs (red-team round 40, k302). Refused, with the field
// named.

struct S {
  int a;
  int b;
  __device__ S(int x) : a(b + 1), b(x) {}
};
__global__ void k(int *g) {
  S s(3);
  __assert(s.a == 4);
  g[threadIdx.x] = s.b;
}
