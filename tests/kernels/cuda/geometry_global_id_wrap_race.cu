//xfail:NOT_ALL_VERIFIED
//--allow-id-wrap
//possible write-write race on A

// Sizes are symbolic, and CUDA allows 2^32 or more threads in x (up to 2^31 - 1
// blocks of 1024): the unsigned global id then wraps. With 1024 threads per
// block, thread 0 of block 2^22 writes 2^22 to A[0], thread 0 of block 0 writes
// 0. Without --allow-id-wrap ivl assumes fewer than 2^32 threads per
// dimension and verifies it, saying so (geometry_global_id_wrap.cu).

__global__ void geometry_global_id_wrap_race(unsigned *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x; // error: possible write-write race on A
}
// cex@12: its access to A at line 12
