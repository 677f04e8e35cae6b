//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on a

// cub::Traits<int>::MAX_KEY is CUB's, 0x7fffffff (a signed key's highest
// bits): the branch is taken, and every thread writes a[0].

#include <cub/cub.cuh>

__global__ void k(int *a) {
  if constexpr (cub::Traits<int>::MAX_KEY == 0x7fffffffu &&
                cub::Traits<float>::LOWEST_KEY == 0xffffffffu)
    a[0] = threadIdx.x; // error: possible write-write race on a
}
