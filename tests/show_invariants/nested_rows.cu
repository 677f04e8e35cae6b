// Nested loops over the rows a thread owns (tests/kernels/cuda/
// infer_nested_rows.cu with braces): the invariants `--show-invariants`
// prints for both loops, pasted as their bodies' first statements, verify
// it with --no-infer. Flags: --blockDim=16 --gridDim=4

#define W 32

__global__ void nested_rows(float *M) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 4 * g; r < 4 * g + 4; r++) {
    for (unsigned c = 0; c < W; c++) {
      M[r * W + c] *= 2.0f;
    }
  }
}
