//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on A

// Every thread writes 1 to A[0] (line 10), then, after a barrier, 2 (line
// 12). __syncthreads orders the writes of one block but not those of two
// blocks: thread 0 of block 0 may write 2 before thread 0 of block 1 writes 1.

__global__ void exact_log_inter_group_race(int *A) {
  A[0] = 1;
  __syncthreads();
  A[0] = 2; // error: possible write-write race on A
}
// cex@12: its access to A at line 10
