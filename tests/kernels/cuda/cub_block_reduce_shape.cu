//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=4
//cub::BlockReduce for blocks of \(256, 1, 1\) threads is called in a block of another shape

// A BlockReduce for 256 threads in x run in 16 x 16 blocks: CUB ranks
// threads by its own X, Y and Z, so 16 threads would share each rank. The
// shape, not only the number of threads, must match. (Found by red-teaming:
// it verified.)

#include <cub/cub.cuh>

__global__ void sum(const int *in, int *out) {
  typedef cub::BlockReduce<int, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int s = BlockReduce(temp_storage).Sum(in[threadIdx.y * 16 + threadIdx.x]); // error: cub::BlockReduce for blocks of (256, 1, 1) threads is called in a block of another shape
  if (threadIdx.x == 0 && threadIdx.y == 0)
    out[blockIdx.x] = s;
}
