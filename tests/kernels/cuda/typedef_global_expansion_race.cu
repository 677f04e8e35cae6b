//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on p

// Clang writes a global typedef's meaning as it was written (`TP` is
// `T *`, the file's T, char): its names are read in the typedef's scope,
// never as the kernel's own typedef T (double), which hid the race between
// byte i and byte 8i + 1 (found by red-teaming).

typedef char T;
typedef T *TP;

__global__ void k(char *p) {
  typedef double T;
  int i = threadIdx.x;
  if (i == 1000)
    *(float *)p = 0;
  TP c = (TP)p + i;
  c[0] = i;
  p[8 * i + 1] = i; // error: possible write-write race on p
}
