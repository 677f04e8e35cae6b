//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_decltype_callee_block_unsupported.cu:18:28: error: unsupported: arithmetic on a pointer to `SE`, a type not known here

// `decltype(g((SE *)p))` is g's result, `SE *` with g's own SE (double);
// the kernel's block declares another SE (int). Clang writes the type as
// `SE *`, which the kernel's SE must not answer: not known. (It did: n was
// 4, and threads 2j and 2j + 1 writing p[j] went unseen.)

__device__ auto g(int *p) {
  using SE = double;
  return (SE *)p;
}
__global__ void k(char *p) {
  for (int r = 0; r < 1; r++) {
    using SE = int;
    decltype(g((SE *)p)) c = (decltype(g((SE *)p)))p;
    int n = (int)((char *)(c + 1) - (char *)c);
    p[threadIdx.x / (n / 4)] = threadIdx.x;
  }
}
