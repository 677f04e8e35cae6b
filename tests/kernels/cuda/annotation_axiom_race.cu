//xfail:NOT_ALL_VERIFIED
//--gridDim=4
//possible write-write race on A

// The axiom bounds the block's size from below, not above: with more than
// 64 threads, thread 64 of block 0 and thread 0 of block 1 write one
// element.

__axiom(blockDim.x >= 64);
__axiom(blockDim.y == 1);

__global__ void annotation_axiom_race(int *A) {
  A[blockIdx.x * 64 + threadIdx.x] = threadIdx.x + blockIdx.x;  // error: possible write-write race on A
}
