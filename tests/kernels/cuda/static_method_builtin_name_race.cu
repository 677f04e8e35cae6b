//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on A

// Plain::atomicExch is the program's own static method: a plain store, not
// CUDA's atomic. Every thread stores its id into A[0] (line 12) with no
// barrier: a race. Treated as the builtin, it was an atomic and verified.

struct Plain {
  __device__ static int atomicExch(int *p, int v) {
    int old = *p;
    *p = v; // error: possible write-write race on A
    return old;
  }
};

__global__ void static_method_builtin_name_race(int *A) {
  Plain::atomicExch(A, threadIdx.x);
}
// error@12: possible write-read race on A
