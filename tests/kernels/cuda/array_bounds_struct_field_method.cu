//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --check-array-bounds
//possible array out-of-bounds access on array buf

// Under --check-array-bounds, an array field of a struct held in locals
// is checked where a method indexes it too: k reaches 7, past buf's 4
// elements (line 11).

struct Slots {
  int buf[4];
  __device__ void set(int k, int v) { buf[k] = v; } // error: possible array out-of-bounds access on array buf
};

__global__ void array_bounds_struct_field_method(int *out) {
  Slots s;
  s.set(threadIdx.x % 8, 3);
  out[threadIdx.x] = s.buf[0];
}
