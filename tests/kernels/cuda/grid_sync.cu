//pass
//--blockDim=32 --gridDim=4

// A grid-wide barrier (cooperative groups) orders every block's read of its
// neighbour's element before anyone's write.

#include <cooperative_groups.h>
using namespace cooperative_groups;

__global__ void grid_sync(int *A, int n) {
  __requires(n == 128);
  grid_group g = this_grid();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int next = A[(i + 1) % n];
  g.sync();
  A[i] = next;
}
