//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on G

// `T t;` makes its field `s` as S makes itself: S's default member
// initialiser runs (it calls g, which writes G[0]: a race). The field was
// left arbitrary and the race verified (found by red-teaming).

__device__ int G[4];
__device__ int g() {
  G[0] = threadIdx.x;  // error: possible write-write race on G
  return 1;
}
struct S {
  int n = g();
};
struct T {
  S s;
  int m;
};
__global__ void default_member_init_nested(int *out) {
  T t;
  t.m = 2;
  out[blockIdx.x * 64 + threadIdx.x] = t.m + t.s.n;
}
