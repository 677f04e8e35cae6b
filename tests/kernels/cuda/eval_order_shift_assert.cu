//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// C++17 evaluates the left operand of << first: c << c++ is 1 << 1 == 2,
// so the assertion that it is 4 fails.

__global__ void eval_order_shift_assert(int *out) {
  int c = 1;
  int f = c << c++;
  __assert(f == 4); // error: this assertion could not be proved
  out[threadIdx.x] = f;
}
