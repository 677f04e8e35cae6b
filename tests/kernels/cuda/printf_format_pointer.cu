//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//printf_format_pointer.cu:13:10: error: unsupported: a printf format that is not a string literal

// printf reads its format string: here S[tid + 1], which the neighbouring
// thread writes, a race. ivl does not size that read, so it rejects a
// format that is not a literal (it once ignored it and verified this).

#include <cstdio>

__global__ void printf_format_pointer(char *S) {
  S[threadIdx.x] = 'a';
  printf(S + threadIdx.x + 1);
}
