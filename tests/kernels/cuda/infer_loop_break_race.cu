//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// The search loop of infer_loop_break.cu scanning 33 elements of rows 32
// apart: thread r writes M[32r + 32], the first element of thread r + 1's
// row, which that thread reads.

#define W 32

__global__ void infer_loop_break_race(int *M, int *firstZero) {
  unsigned r = blockIdx.x * blockDim.x + threadIdx.x;
  int found = -1;
  for (unsigned j = 0; j <= W; j++) {
    if (M[r * W + j] == 0) {  // error: possible read-write race on M
      found = j;
      break;
    }
    M[r * W + j] = 1;  // error: possible write-read race on M
  }
  firstZero[r] = found;
}
