//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// Assumes that halving by a shift equals division: for negative odd a,
// a >> 1 rounds down (-7 >> 1 == -4) but a / 2 rounds toward zero (-3), so
// the assertion at line 11 fails.

__global__ void int_semantics_wrong(int *out, int a) {
  __requires(a < 0);
  __assert(a >> 1 == a / 2);  // error: this assertion could not be proved
  out[threadIdx.x] = a >> 1;
}
