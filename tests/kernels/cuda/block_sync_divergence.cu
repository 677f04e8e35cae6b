//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible barrier divergence

// Only the even threads reach the block's barrier (line 13).

using namespace cooperative_groups;

__global__ void block_sync_divergence(int *A) {
  thread_block b = this_thread_block();
  if (threadIdx.x % 2 == 0) {
    int t = A[threadIdx.x + 2];
    synchronize(b);  // error: possible barrier divergence
    A[threadIdx.x] = t;
  }
}
