//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//atomic_block_scope.cu:9:3: error: unsupported: `atomicAdd_block` \(atomic only within a block

// A block-scoped atomic is atomic only among one block's threads: threads
// of two blocks updating one counter race. Not modelled: rejected.

__global__ void atomic_block_scope(int *count) {
  atomicAdd_block(count, 1);
}
