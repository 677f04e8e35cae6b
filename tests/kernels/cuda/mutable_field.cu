//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//mutable_field.cu:9:12: error: unsupported: the mutable field `a` of struct P

// g writes l.a through a const reference (it is mutable), so the assertion
// (line 14) is false; a const reference to a local is passed by value, which
// would lose the write: a struct with a mutable field is rejected.

struct P { mutable int a; int b; };
__device__ void g(const P &p) { p.a = 5; }
__global__ void mutable_field(int *A) {
  P l; l.a = 1; l.b = 2;
  g(l);
  __assert(l.a == 1);
}
