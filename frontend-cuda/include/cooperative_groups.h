/* ivl's <cooperative_groups.h>: cuda.h declares the block and the grid
 * (this_thread_block, this_grid, g.sync(), sync(g) and synchronize(g));
 * here are the tiles of a block and cg::reduce's function objects (kept
 * out of cuda.h, which every kernel reads). */
#ifndef IVL_COOPERATIVE_GROUPS_H
#define IVL_COOPERATIVE_GROUPS_H
#include "cuda.h"

namespace cooperative_groups {
/* A block's threads in tiles of Size by thread_rank(): a tile of 32 is a
 * warp, whose sync() is __syncwarp(); a smaller tile's sync() is a barrier
 * of part of a warp (not modelled). Its shuffles and votes are the warp
 * functions': arbitrary values. One explicit specialization per size, so
 * that the methods are the header's own declarations. */
template <unsigned int Size> struct thread_block_tile;
#define _IVL_TILE(N)                                                         \
  template <> struct thread_block_tile<N> {                                  \
    __device__ void sync() const;                                            \
    __device__ unsigned int thread_rank() const {                            \
      return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x +        \
              threadIdx.x) % N;                                              \
    }                                                                        \
    __device__ unsigned int meta_group_rank() const {                        \
      return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x +        \
              threadIdx.x) / N;                                              \
    }                                                                        \
    __device__ unsigned int meta_group_size() const {                        \
      return (blockDim.x * blockDim.y * blockDim.z + N - 1) / N;             \
    }                                                                        \
    __device__ unsigned int size() const { return N; }                       \
    __device__ unsigned int num_threads() const { return N; }                \
    template <class T> __device__ T shfl(T var, int src) const;              \
    template <class T> __device__ T shfl_up(T var, unsigned delta) const;    \
    template <class T> __device__ T shfl_down(T var, unsigned delta) const;  \
    template <class T> __device__ T shfl_xor(T var, int lane_mask) const;    \
    __device__ int any(int predicate) const;                                 \
    __device__ int all(int predicate) const;                                 \
    __device__ unsigned ballot(int predicate) const;                         \
  };
_IVL_TILE(1)
_IVL_TILE(2)
_IVL_TILE(4)
_IVL_TILE(8)
_IVL_TILE(16)
_IVL_TILE(32)
#undef _IVL_TILE
/* The threads of the warp that make the call together. Which they are
 * depends on how the warp diverged, which is not modelled: the group's
 * size is arbitrary from 1 to 32 and the thread's rank in it arbitrary
 * below the size (each drawn once, by coalesced_threads()); its shuffles
 * and votes are arbitrary, as a tile's; its sync() is a barrier of part of
 * a warp (not modelled). */
struct coalesced_group {
  unsigned int _ivl_size, _ivl_rank;
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const { return _ivl_rank; }
  __device__ unsigned int size() const { return _ivl_size; }
  __device__ unsigned int num_threads() const { return _ivl_size; }
  template <class T> __device__ T shfl(T var, int src) const;
  template <class T> __device__ T shfl_up(T var, unsigned delta) const;
  template <class T> __device__ T shfl_down(T var, unsigned delta) const;
  template <class T> __device__ T shfl_xor(T var, int lane_mask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned ballot(int predicate) const;
};
__device__ unsigned int _ivl_coalesced_draw(void);
__device__ inline coalesced_group coalesced_threads() {
  coalesced_group g;
  g._ivl_size = _ivl_coalesced_draw() % 32u + 1u;
  g._ivl_rank = _ivl_coalesced_draw() % g._ivl_size;
  return g;
}
/* tiled_partition<Size>(parent) and sync(tile) (their instances are known
 * to the front end by name). */
template <unsigned int Size, class Parent>
__device__ thread_block_tile<Size> tiled_partition(const Parent &parent);
template <unsigned int Size> __device__ void sync(const thread_block_tile<Size> &g);
/* The function objects cg::reduce takes. */
template <class T> struct plus {};
template <class T> struct less {};
template <class T> struct greater {};
template <class T> struct bit_and {};
template <class T> struct bit_or {};
template <class T> struct bit_xor {};
} // namespace cooperative_groups

#endif
