//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a

// An operator declared without a body returns an arbitrary value (the
// verdict would say it assumes it has no other effect): used as an
// index, threads may collide. (An internal error before: its result was
// named with the `+`.)

struct S { int v; };
__device__ int operator+(S x, int y);

__global__ void k(int *a) {
  S s;
  s.v = 1;
  a[(s + 1) & 63] = threadIdx.x; // error: possible write-write race on a
}
