//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=4
//possible [a-z-]+ race on

// infer_nested_rows.cu with five rows per thread: thread g's last row,
// 4g + 4, is thread g + 1's first.

#define W 32

__global__ void infer_nested_rows_race(float *M) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 4 * g; r <= 4 * g + 4; r++)
    for (unsigned c = 0; c < W; c++)
      M[r * W + c] *= 2.0f;  // error: possible write-read race on M
}
// error@14: possible read-write race on M
