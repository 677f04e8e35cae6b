//pass
//--pointer-bitwidth=64 --blockDim=64 --gridDim=16

// 64-bit pointers through device functions: a returned pointer (line 9),
// a pointer passed at an offset (line 16), and a pointer difference (a
// 64-bit long, line 17). Each block writes its own row.

__device__ int *row(int *A, size_t r) {
  return A + r * 64;
}

__device__ void put(int *p, size_t k, int v) { p[k] = v; }

__global__ void pointer64_device_fn(int *A) {
  int *p = row(A, blockIdx.x);
  put(p, threadIdx.x, 1);
  long d = p - A;
  __assert(d == blockIdx.x * 64L);
}
