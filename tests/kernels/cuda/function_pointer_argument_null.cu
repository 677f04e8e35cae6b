//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible null pointer access

// The kernel's function pointer argument may be null (or name no function
// of its type): the call through it (line 14) may fail.

typedef int (*Op)(int);

__device__ int inc(int x) { return x + 1; }

__global__ void function_pointer_argument_null(int *v, Op f) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  v[t] = f(v[t]); // error: possible null pointer access
}
