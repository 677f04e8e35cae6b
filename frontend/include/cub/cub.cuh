/* ivl's <cub/cub.cuh>: of CUB, the block-wide reduction, for verification.
 *
 * `cub::BlockReduce<T, X, ALGORITHM, Y, Z>(temp_storage).Sum(x)` (and
 * `Sum(x, n)`, `Reduce(x, op)`, `Reduce(x, op, n)` with cub::Sum, cub::Max
 * or cub::Min) is modelled by the front end (spec/frontend.md section 4):
 * each thread writes its slot of temp_storage, the block waits at a
 * barrier, thread 0 reads the slots, and the result is arbitrary. Its
 * TempStorage is an array of one slot per thread. Reusing temp_storage
 * needs a __syncthreads() in between, as CUB's documentation says. The
 * rest of CUB is not declared: a kernel using it does not compile. */
#ifndef IVL_CUB_CUH
#define IVL_CUB_CUH

/* ivl's CUB has no version: code that tests CUB's macros (its version,
 * its namespace macros) could take a branch the real CUB would not, so
 * using them is an error. */
#pragma clang poison CUB_VERSION CUB_MAJOR_VERSION CUB_MINOR_VERSION
#pragma clang poison CUB_SUBMINOR_VERSION CUB_PATCH_NUMBER CUB_NAMESPACE_BEGIN
#pragma clang poison CUB_NAMESPACE_END CUB_NS_PREFIX CUB_NS_POSTFIX
#pragma clang poison CUB_RUNTIME_FUNCTION CUB_PTX_ARCH CUB_STDERR CUB_DEBUG
#pragma clang poison CUB_IS_DEVICE_CODE CUB_IS_HOST_CODE CUB_INCLUDE_DEVICE_CODE

namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};
struct Sum {};
struct Max {};
struct Min {};
template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
  typedef T TempStorage[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z];
  __device__ BlockReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int num_valid);
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op);
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp op, int num_valid);
};
} // namespace cub

#endif
