//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_global_expansion_unsupported.cu:19:10: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// Clang writes a global typedef's meaning as it was written (`TP` is
// `T *`, the file's T, char). Reading it with the kernel's own typedef T
// (double) hid the race between byte i and byte 8i + 1 (found by
// red-teaming): a name both the file and a function declare as typedefs
// is not known.

typedef char T;
typedef T *TP;

__global__ void k(char *p) {
  typedef double T;
  int i = threadIdx.x;
  if (i == 1000)
    *(float *)p = 0;
  TP c = (TP)p + i;
  c[0] = i;
  p[8 * i + 1] = i;
}
