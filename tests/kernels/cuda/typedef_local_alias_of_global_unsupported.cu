//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_local_alias_of_global_unsupported.cu:18:10: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// The kernel's own `LP` stands for the file's `TP`, written `T *` with the
// file's T (char); reading it with the kernel's own T (double) hid a race
// (found by red-teaming). A name both the file and a function declare as
// typedefs is not known.

typedef char T;
typedef T *TP;

__global__ void k(char *p) {
  typedef double T;
  typedef TP LP;
  int i = threadIdx.x;
  if (i == 1000) *(float *)p = 0;
  LP c = (LP)p + i;
  c[0] = i;
  p[8 * i + 1] = i;
}
