//pass
//--blockDim=4 --gridDim=1

// A struct without fields, copied between arrays: nothing is read or
// written (it was an internal panic).

struct E {};

__global__ void empty_struct_copy(E *d, const E *s) {
  d[threadIdx.x] = s[threadIdx.x];
}
