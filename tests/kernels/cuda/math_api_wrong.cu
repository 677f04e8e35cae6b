//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// Wrong beliefs about math functions: erf and erfc are different functions
// (line 10), and max(-1, 1u) is not 1: CUDA's overload compares as
// unsigned, so -1 is 2^32 - 1 (line 11).

__global__ void math_api_wrong(const float *x) {
  __assert(erff(x[0]) == erfcf(x[0]));  // error: this assertion could not be proved
  __assert(max(-1, 1u) == 1);  // error: this assertion could not be proved
}
