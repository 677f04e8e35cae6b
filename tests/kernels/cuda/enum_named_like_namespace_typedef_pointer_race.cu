//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// A global `enum E : int` and namespace N's `typedef double E`: Clang
// writes N's `E *` as `E *`, which is the typedef (it was read as the
// enum: 4-byte elements). Threads 2j and 2j + 1 both write a[j].

enum E : int { E0, E1 };
namespace N {
  typedef double E;
  typedef E* P;
  __global__ void k(double* d) {
    P a = d;
    int n = (int)((char*)(a + 1) - (char*)a);
    a[threadIdx.x / (n / 4)] = threadIdx.x;  // error: possible write-write race on d
  }
}
