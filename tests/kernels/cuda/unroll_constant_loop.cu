//pass
//--blockDim=128 --gridDim=4 --no-infer

// A loop of a constant trip count (4 here, as `#pragma unroll` loops over a
// thread's items are) is unrolled: no invariant is needed for its strided
// writes, even with inference off.
__global__ void unroll_constant_loop(const int *in, int *out) {
  int tile = blockIdx.x * 512;
#pragma unroll
  for (int i = 0; i < 4; i++)
    out[tile + i * 128 + threadIdx.x] = in[tile + threadIdx.x * 4 + i];
}
