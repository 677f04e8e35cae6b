//pass
//--blockDim=16 --gridDim=4

// Nested loops: thread g owns rows 4g .. 4g + 3 of a 64 x 32 matrix and
// doubles them. Inference keeps, at each loop, that thread 1's accesses
// lie in its rows.

#define W 32

__global__ void infer_nested_rows(float *M) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 4 * g; r < 4 * g + 4; r++)
    for (unsigned c = 0; c < W; c++)
      M[r * W + c] *= 2.0f;
}
