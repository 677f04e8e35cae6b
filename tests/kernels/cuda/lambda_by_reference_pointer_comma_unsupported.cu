//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//lambda_by_reference_pointer_comma_unsupported.cu:12:12: error: unsupported: a lambda that captures by reference the pointer `p`, which the function changes

// A pointer captured by reference and then changed through a comma
// expression, `(0, p) = out;`: not modelled. (The change went unseen, and
// with it every thread's write to out[0].)

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = out + i;
  auto w = [&]() { *p = i; };
  (0, p) = out;
  w();
}
