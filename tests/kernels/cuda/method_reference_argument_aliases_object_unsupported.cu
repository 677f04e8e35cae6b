//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//method_reference_argument_aliases_object_unsupported.cu:15:3: error: unsupported: a reference argument to the object the method may change .it would not see the changes.

// `c += c`: the method changes c, and its const reference argument is c,
// which sees the changes (y = r.x reads the 0 just written). Passed by
// value, the argument would not: not modelled. (It was: every thread's
// write to a[0] went unseen.)

struct V { int x; int y;
  __device__ V &operator+=(const V &r) { x = 0; y = r.x; return *this; }
};
__global__ void k(int *a) {
  V c; c.x = threadIdx.x; c.y = 0;
  c += c;
  a[c.y] = threadIdx.x;
}
