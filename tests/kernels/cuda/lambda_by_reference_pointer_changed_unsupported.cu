//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//lambda_by_reference_pointer_changed_unsupported.cu:12:12: error: unsupported: a lambda that captures by reference the pointer `p`, which the function changes

// A pointer captured by reference is held by copy, which is only the same
// when the function never changes the pointer: here thread 0 points `p` at
// `other` before the lambda runs, so the capture is not modelled.

__global__ void k(int *out, int *other) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = out;
  auto w = [&]() { p[i] = i; };
  if (i == 0)
    p = other;
  w();
}
