//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//lambda_by_reference_pointer_alias_unsupported.cu:14:12: error: unsupported: a lambda that captures by reference the pointer `p`, which the function changes

// A pointer captured by reference and then changed through a reference
// to it (`int *&r = p; r = out;`): the lambda would see out, so its copy of
// p is not the pointer; not modelled. (It was: every thread's write to
// out[0] went unseen.)

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = out + i;
  int *&r = p;
  auto w = [&]() { *p = i; };
  r = out;
  w();
}
