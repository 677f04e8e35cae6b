//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//lambda_by_reference_reference_to_pointer_unsupported.cu:13:12: error: unsupported: a lambda that captures by reference a reference to a pointer

// A reference to a pointer captured by reference is the pointer itself,
// which the function changes under its own name: not modelled. (Its copy
// was held: every thread's write to out[0] went unseen.)

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = out + i;
  int *&r = p;
  auto w = [&]() { *r = i; };
  p = out;
  w();
}
