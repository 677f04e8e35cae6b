//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//lambda_by_reference.cu:10:14: error: unsupported: a lambda that captures by reference

// A lambda that captures by reference changes the caller's variable:
// not modelled, and said so.

__global__ void k(int *out) {
  int total = 0;
  auto add = [&total](int v) { total += v; };
  add(threadIdx.x);
  out[threadIdx.x] = total;
}
