//pass
//--pointer-bitwidth=64 --blockDim=256 --gridDim=1024

// With 64-bit pointers, size_t, long and pointers have 8 bytes (as nvcc
// compiles on Linux x86-64), and the global index computed in size_t
// (line 13) is a 64-bit offset: every thread writes its own element.

__global__ void pointer64_global_index(float *out, const float *in, long n) {
  __assert(sizeof(size_t) == 8);
  __assert(sizeof(long) == 8);
  __assert(sizeof(float *) == 8);
  __assert(sizeof(int) == 4);
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * in[i];
}
