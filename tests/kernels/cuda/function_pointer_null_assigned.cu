//pass
//--blockDim=64 --gridDim=4

// f is NULL unless mode is 1 or 2, which the precondition guarantees: the
// call goes through inc or dec, never through null.

typedef int (*Op)(int);

__device__ int inc(int x) { return x + 1; }
__device__ int dec(int x) { return x - 1; }

__global__ void function_pointer_null_assigned(int *v, int mode) {
  __requires(mode == 1 | mode == 2);
  Op f = NULL;
  if (mode == 1)
    f = inc;
  else if (mode == 2)
    f = &dec;
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  if (f != NULL)
    v[t] = f(v[t]);
  __assert(f == inc | f == dec);
}
