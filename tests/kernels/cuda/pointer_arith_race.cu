//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible [a-z-]+ race on

// The row offset uses half the block size (line 10), so the rows of
// consecutive blocks overlap: thread 32 of block 0 and thread 0 of block 1
// both write A[32].

__global__ void pointer_arith_race(int *A, const int *B) {
  int *row = A + blockIdx.x * (blockDim.x / 2);
  const int *src = B + blockIdx.x * blockDim.x;
  row[threadIdx.x] = 2 * src[threadIdx.x];  // error: possible write-write race on A
  *(row + threadIdx.x) += 1;  // error: possible write-read race on A
}
// error@13: possible read-write race on A
