//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//bitfield_parameter.cu:9:3: error: unsupported: bit-field `index` of struct Packed: bit-fields share memory with their neighbours and are not modelled

// A struct with bit-fields passed by value: its fields are read (line 14),
// so it is rejected at its first bit-field (line 9) like any use of one.

struct Packed {
  unsigned index : 8;
  unsigned flags : 24;
};

__global__ void bitfield_parameter(int *A, Packed p) {
  A[p.index + threadIdx.x] = 0;
}
