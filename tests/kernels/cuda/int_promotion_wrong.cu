//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// The sum of two unsigned chars of at least 128 is stored in an unsigned
// char, so it wraps (200 + 100 becomes 44): the assertion at line 12 that
// it is at least x fails.

__global__ void int_promotion_wrong(unsigned char *out, unsigned char x, unsigned char y) {
  __requires(x >= 128 && y >= 128);
  unsigned char sum = x + y;
  __assert(sum >= x);  // error: this assertion could not be proved
  out[threadIdx.x] = sum;
}
