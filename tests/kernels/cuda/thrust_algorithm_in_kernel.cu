//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//thrust_algorithm_in_kernel.cu:14:26: error: reference to __host__ variable 'seq' in __global__ function

// Thrust's algorithms in device code (thrust::sort(thrust::seq, ...)) are
// not modelled: ivl's Thrust declares them for the host only, so a
// kernel that calls one is a Clang error, never an unchecked call.

#include <thrust/sort.h>
#include <thrust/execution_policy.h>

__global__ void sort_rows(int *rows)
{
    thrust::sort(thrust::seq, rows + 16 * threadIdx.x, rows + 16 * threadIdx.x + 16);
}
