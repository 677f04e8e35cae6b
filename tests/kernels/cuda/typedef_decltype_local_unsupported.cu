//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_decltype_local_unsupported.cu:17:12: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// `decltype(q)` is written `T *` by Clang, the kernel's own T (char), not
// the file's (double); which one a sugared type means cannot be told
// from it, and reading the file's hid a race (found by red-teaming). A
// name both the file and a function declare as typedefs is not known.

typedef double T;

__global__ void k(char *p) {
  typedef char T;
  T *q = (T *)p;
  int i = threadIdx.x;
  if (i == 1000) *(float *)p = 0;
  auto c = (decltype(q))p + i;
  c[0] = i;
  p[8 * i + 1] = i;
}
