//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible [a-z-]+ race on

// Every block writes the same 32 elements: thread 0 of block 0 and thread 0
// of block 1 both write A[0] (line 10), with values 0 and 1. A race between
// blocks, which no barrier could prevent.

__global__ void inter_group_race(unsigned *A) {
  A[threadIdx.x] = blockIdx.x;  // error: possible write-write race on A
}
