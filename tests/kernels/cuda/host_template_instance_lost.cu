//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_template_instance_lost.cu:16:16: error: use of undeclared identifier .host_library_buffer.

// k<int> is launched only from a statement of main that does not compile
// here: skipping main would drop that instantiation (and its race) without
// a word, so host code is never skipped in a file with a kernel template.
// (Found by red-teaming: it verified.)

template <class T>
__global__ void k(T *A) { if (sizeof(T) == 4) A[0] = threadIdx.x; }
int main() {
  double *d;
  cudaMalloc(&d, 64 * sizeof(double));
  k<<<4, 64>>>(d);
  k<<<4, 64>>>(host_library_buffer<int>(64));
  return 0;
}
