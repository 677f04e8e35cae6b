//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// The first four bytes of an int2 are its x field, not y: the assertion
// (line 11) fails.

__device__ unsigned low_word(int2 v) { return *reinterpret_cast<const unsigned *>(&v); }

__global__ void struct_param_address_wrong(unsigned *out) {
  __assert(low_word(make_int2(5, 7)) == 7); // error: this assertion could not be proved
  out[threadIdx.x] = 0;
}
