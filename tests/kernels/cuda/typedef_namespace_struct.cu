//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//typedef_namespace_struct.cu:11:1: error: unsupported: a function returning N::S

// N::S is N::T (fields y, x), not the file-scope S (fields x, y): ivl knows
// types by their last name, so S is ambiguous and rejected. With S's fields
// b.x would be t and the write P[t]; on the device every thread writes P[5].

struct S { int x; int y; };
namespace N { struct T { int y; int x; }; typedef T S; }
__device__ N::S fb(int t) { N::S b; b.x = 5; b.y = t; return b; }

__global__ void typedef_namespace_struct(int *P) {
  int t = threadIdx.x;
  N::S b = fb(t);
  P[b.x] = t;
}
