//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --check-array-bounds
//possible array out-of-bounds access on array s

// s holds 6 ints, 24 bytes; seen as structs of two ints, thread 3 writes the
// whole struct at bytes 24 to 31 (line 15), past the end of s.

struct Pair {
  int a;
  int b;
};

__global__ void bytes_struct_view_bounds(int *out) {
  __shared__ int s[6];
  if (threadIdx.x < 4) { Pair v; v.a = 1; v.b = 2; ((Pair *)s)[threadIdx.x] = v; } // error: possible array out-of-bounds access on array s
}
