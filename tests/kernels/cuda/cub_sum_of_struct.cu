//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_sum_of_struct.cu:28:17: error: unsupported: cub::BlockReduce's Sum of struct Tally .its operator\+ is not modelled.

// CUB's Sum adds the values with their operator+, the program's own for
// a struct (here writing memory); the model leaves those calls out, so a
// sum of structs is refused.

#include <cub/cub.cuh>

__device__ int stamps[64];

struct Tally {
  int v;
  __device__ Tally operator+(const Tally &o) const {
    stamps[0] = threadIdx.x;
    Tally r;
    r.v = v + o.v;
    return r;
  }
};

__global__ void cub_sum_of_struct(const int *in, int *out) {
  typedef cub::BlockReduce<Tally, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  Tally mine;
  mine.v = in[threadIdx.x];
  Tally total = BlockReduce(temp_storage).Sum(mine);
  if (threadIdx.x == 0) {
    out[0] = total.v;
  }
}
