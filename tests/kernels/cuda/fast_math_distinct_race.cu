//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//possible write-write race on A

// __sinf, the fast intrinsic, is not sinf: on the device their bits differ
// for x = 1000 ... (checked on an H200), so i is 0 for every thread and all
// write A[0] (line 12). Taken as one function, i would be the thread id.

__global__ void fast_math_distinct_race(int *A) {
  float x = 1000.0f + threadIdx.x;
  int i = __float_as_int(sinf(x)) == __float_as_int(__sinf(x)) ? threadIdx.x : 0;
  A[i] = threadIdx.x;  // error: possible write-write race on A
}
