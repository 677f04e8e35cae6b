//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A lambda reads the variable it captures by reference when it runs, not
// when it is made: `x` is 0 by then, so every thread writes out[0].

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = i;
  auto get = [&]() { return x; };
  x = 0;
  out[get()] = i;  // error: possible write-write race on out
}
