//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_line_directive.cu:18:5: error: use of undeclared identifier 'undefined_idx'

// `#line` would present the kernel's error as one inside main; errors are
// placed where they are written, so it is the kernel's, and the file is
// rejected. (Found by red-teaming: it verified.)

int main() {
  int *d = 0;
  undefined_fn(d);
  return 0;
  //
  //
}
__global__ void k(int *A) {
#line 11
  A[undefined_idx] = threadIdx.x;
}
