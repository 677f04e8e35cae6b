/* ivl's CUB data movement, written in C++ and run as the user's code
 * (spec/frontend.md section 4): cub::BlockLoad, BlockStore, BlockExchange,
 * WarpExchange and BlockAdjacentDifference, and the direct loads and
 * stores. Each moves data as CUB does: through the TempStorage the kernel
 * declares in shared memory, with CUB's barriers (a block barrier for the
 * block exchanges, __syncwarp for the warp ones) and without the ones CUB
 * leaves to the caller, so reusing TempStorage without a barrier in between
 * is a race, as CUB's documentation warns. Bank-conflict padding is left
 * out: it changes where items sit in TempStorage, not which thread reads
 * which item. The algorithms CUB time-slices (BLOCK_LOAD_WARP_TRANSPOSE_
 * TIMESLICED, WARP_TIME_SLICING) and BlockLoad/BlockStore's constructors
 * without TempStorage are not modelled (a compile error says so). */
#ifndef IVL_CUB_BLOCK_DATA_CUH
#define IVL_CUB_BLOCK_DATA_CUH

namespace cub {

/* The thread's rank in the block (in a class with BLOCK_DIM_X, _Y, _Z),
 * and its lane in a logical warp (in a class with LOGICAL_WARP_THREADS). */
#define _IVL_CUB_TID _IvlLinearTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()
#define _IVL_CUB_LANE (threadIdx.x % LOGICAL_WARP_THREADS)
#define _IVL_CUB_THREADS (BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z)

/* The thread's rank in a block of X * Y * Z threads, row-major. */
template <int X, int Y, int Z> __device__ int _IvlLinearTid() {
  return threadIdx.x + (Y == 1 && Z == 1 ? 0 : (threadIdx.y + threadIdx.z * Y) * X);
}

/* TempStorage: N items when the algorithm goes through shared memory,
 * else one unused byte (CUB's is empty). */
template <typename T, int N, bool SHARED> struct _IvlStorage {
  typedef T Item;
  typedef T Type[N];
};
template <typename T, int N> struct _IvlStorage<T, N, false> {
  typedef unsigned char Item;
  typedef unsigned char Type[1];
};

template <typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT itr, T (&items)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    items[i] = itr[linear_tid * ITEMS + i];
}
template <typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT itr, T (&items)[ITEMS],
                                  int valid_items) {
  for (int i = 0; i < ITEMS; i++)
    if (linear_tid * ITEMS + i < valid_items)
      items[i] = itr[linear_tid * ITEMS + i];
}
template <typename InputIteratorT, typename T, int ITEMS, typename DefaultT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT itr, T (&items)[ITEMS],
                                  int valid_items, DefaultT oob_default) {
  for (int i = 0; i < ITEMS; i++)
    items[i] = oob_default;
  LoadDirectBlocked(linear_tid, itr, items, valid_items);
}
template <int BLOCK_THREADS, typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT itr, T (&items)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    items[i] = itr[i * BLOCK_THREADS + linear_tid];
}
template <int BLOCK_THREADS, typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT itr, T (&items)[ITEMS],
                                  int valid_items) {
  for (int i = 0; i < ITEMS; i++)
    if (i * BLOCK_THREADS + linear_tid < valid_items)
      items[i] = itr[i * BLOCK_THREADS + linear_tid];
}
template <int BLOCK_THREADS, typename InputIteratorT, typename T, int ITEMS, typename DefaultT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT itr, T (&items)[ITEMS],
                                  int valid_items, DefaultT oob_default) {
  for (int i = 0; i < ITEMS; i++)
    items[i] = oob_default;
  LoadDirectStriped<BLOCK_THREADS>(linear_tid, itr, items, valid_items);
}
/* Warp-striped: warp w's lanes take its ITEMS * 32 consecutive items in
 * turn. */
template <typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT itr, T (&items)[ITEMS]) {
  int lane = linear_tid % 32, first = (linear_tid / 32) * 32 * ITEMS + lane;
  for (int i = 0; i < ITEMS; i++)
    items[i] = itr[first + i * 32];
}
template <typename InputIteratorT, typename T, int ITEMS>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT itr, T (&items)[ITEMS],
                                      int valid_items) {
  int lane = linear_tid % 32, first = (linear_tid / 32) * 32 * ITEMS + lane;
  for (int i = 0; i < ITEMS; i++)
    if (first + i * 32 < valid_items)
      items[i] = itr[first + i * 32];
}
template <typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    itr[linear_tid * ITEMS + i] = items[i];
}
template <typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS],
                                   int valid_items) {
  for (int i = 0; i < ITEMS; i++)
    if (linear_tid * ITEMS + i < valid_items)
      itr[linear_tid * ITEMS + i] = items[i];
}
template <int BLOCK_THREADS, typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    itr[i * BLOCK_THREADS + linear_tid] = items[i];
}
template <int BLOCK_THREADS, typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS],
                                   int valid_items) {
  for (int i = 0; i < ITEMS; i++)
    if (i * BLOCK_THREADS + linear_tid < valid_items)
      itr[i * BLOCK_THREADS + linear_tid] = items[i];
}
template <typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS]) {
  int lane = linear_tid % 32, first = (linear_tid / 32) * 32 * ITEMS + lane;
  for (int i = 0; i < ITEMS; i++)
    itr[first + i * 32] = items[i];
}
template <typename OutputIteratorT, typename T, int ITEMS>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT itr, T (&items)[ITEMS],
                                       int valid_items) {
  int lane = linear_tid % 32, first = (linear_tid / 32) * 32 * ITEMS + lane;
  for (int i = 0; i < ITEMS; i++)
    if (first + i * 32 < valid_items)
      itr[first + i * 32] = items[i];
}

/* The exchanges through shared memory `buf`, of a thread with rank `tid`
 * in a block of THREADS (CUB's BlockExchange, without its padding). */
template <int THREADS, typename T, typename OutputT, int ITEMS>
__device__ void _IvlStripedToBlocked(int tid, T *buf, T (&input)[ITEMS], OutputT (&output)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    buf[i * THREADS + tid] = input[i];
  __syncthreads();
  for (int i = 0; i < ITEMS; i++)
    output[i] = buf[tid * ITEMS + i];
}
template <int THREADS, typename T, typename OutputT, int ITEMS>
__device__ void _IvlBlockedToStriped(int tid, T *buf, T (&input)[ITEMS], OutputT (&output)[ITEMS]) {
  for (int i = 0; i < ITEMS; i++)
    buf[tid * ITEMS + i] = input[i];
  __syncthreads();
  for (int i = 0; i < ITEMS; i++)
    output[i] = buf[i * THREADS + tid];
}
template <typename T, typename OutputT, int ITEMS>
__device__ void _IvlWarpStripedToBlocked(int tid, T *buf, T (&input)[ITEMS],
                                         OutputT (&output)[ITEMS]) {
  int first = (tid / 32) * 32 * ITEMS, lane = tid % 32;
  for (int i = 0; i < ITEMS; i++)
    buf[first + i * 32 + lane] = input[i];
  __syncwarp();
  for (int i = 0; i < ITEMS; i++)
    output[i] = buf[first + lane * ITEMS + i];
}
template <typename T, typename OutputT, int ITEMS>
__device__ void _IvlBlockedToWarpStriped(int tid, T *buf, T (&input)[ITEMS],
                                         OutputT (&output)[ITEMS]) {
  int first = (tid / 32) * 32 * ITEMS, lane = tid % 32;
  for (int i = 0; i < ITEMS; i++)
    buf[first + lane * ITEMS + i] = input[i];
  __syncwarp();
  for (int i = 0; i < ITEMS; i++)
    output[i] = buf[first + i * 32 + lane];
}

/* BlockLoad's and BlockStore's algorithms (valid_items < 0: all). */
template <int ALGORITHM, int THREADS, typename InputIteratorT, typename T, int ITEMS>
__device__ void _IvlLoad(int tid, InputIteratorT itr, T (&items)[ITEMS], int valid_items, T *buf) {
  bool all = valid_items < 0;
  if constexpr (ALGORITHM == 1 /* BLOCK_LOAD_STRIPED */ || ALGORITHM == 3 /* BLOCK_LOAD_TRANSPOSE */) {
    for (int i = 0; i < ITEMS; i++)
      if (all || i * THREADS + tid < valid_items)
        items[i] = itr[i * THREADS + tid];
    if constexpr (ALGORITHM == 3)
      _IvlStripedToBlocked<THREADS>(tid, buf, items, items);
  } else if constexpr (ALGORITHM == 4 /* BLOCK_LOAD_WARP_TRANSPOSE */) {
    int first = (tid / 32) * 32 * ITEMS + tid % 32;
    for (int i = 0; i < ITEMS; i++)
      if (all || first + i * 32 < valid_items)
        items[i] = itr[first + i * 32];
    _IvlWarpStripedToBlocked(tid, buf, items, items);
  } else {
    for (int i = 0; i < ITEMS; i++)
      if (all || tid * ITEMS + i < valid_items)
        items[i] = itr[tid * ITEMS + i];
  }
}
template <int ALGORITHM, int THREADS, typename OutputIteratorT, typename T, int ITEMS>
__device__ void _IvlStore(int tid, OutputIteratorT itr, T (&items)[ITEMS], int valid_items,
                          T *buf) {
  bool all = valid_items < 0;
  if constexpr (ALGORITHM == 1 /* BLOCK_STORE_STRIPED */ || ALGORITHM == 3 /* BLOCK_STORE_TRANSPOSE */) {
    if constexpr (ALGORITHM == 3)
      _IvlBlockedToStriped<THREADS>(tid, buf, items, items);
    for (int i = 0; i < ITEMS; i++)
      if (all || i * THREADS + tid < valid_items)
        itr[i * THREADS + tid] = items[i];
  } else if constexpr (ALGORITHM == 4 /* BLOCK_STORE_WARP_TRANSPOSE */) {
    _IvlBlockedToWarpStriped(tid, buf, items, items);
    int first = (tid / 32) * 32 * ITEMS + tid % 32;
    for (int i = 0; i < ITEMS; i++)
      if (all || first + i * 32 < valid_items)
        itr[first + i * 32] = items[i];
  } else {
    for (int i = 0; i < ITEMS; i++)
      if (all || tid * ITEMS + i < valid_items)
        itr[tid * ITEMS + i] = items[i];
  }
}

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
  static_assert(!WARP_TIME_SLICING, "ivl does not model CUB's WARP_TIME_SLICING");
  T *buf;

public:
  typedef T TempStorage[_IVL_CUB_THREADS * ITEMS_PER_THREAD];
  __device__ BlockExchange(T *temp_storage) : buf(temp_storage) {}
  template <typename OutputT>
  __device__ void StripedToBlocked(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD]) const {
    _IvlStripedToBlocked<_IVL_CUB_THREADS>(_IVL_CUB_TID, buf, input, output);
  }
  template <typename OutputT>
  __device__ void BlockedToStriped(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD]) const {
    _IvlBlockedToStriped<_IVL_CUB_THREADS>(_IVL_CUB_TID, buf, input, output);
  }
  template <typename OutputT>
  __device__ void WarpStripedToBlocked(T (&input)[ITEMS_PER_THREAD],
                                       OutputT (&output)[ITEMS_PER_THREAD]) const {
    _IvlWarpStripedToBlocked(_IVL_CUB_TID, buf, input, output);
  }
  template <typename OutputT>
  __device__ void BlockedToWarpStriped(T (&input)[ITEMS_PER_THREAD],
                                       OutputT (&output)[ITEMS_PER_THREAD]) const {
    _IvlBlockedToWarpStriped(_IVL_CUB_TID, buf, input, output);
  }
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToBlocked(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      buf[ranks[i]] = input[i];
    __syncthreads();
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      output[i] = buf[_IVL_CUB_TID * ITEMS_PER_THREAD + i];
  }
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      buf[ranks[i]] = input[i];
    __syncthreads();
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      output[i] = buf[i * _IVL_CUB_THREADS + _IVL_CUB_TID];
  }
};

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static_assert(ALGORITHM != BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
                "ivl does not model BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED");
  static constexpr bool SHARED =
      ALGORITHM == BLOCK_LOAD_TRANSPOSE || ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE;
  typedef _IvlStorage<T, _IVL_CUB_THREADS * ITEMS_PER_THREAD, SHARED> Storage;
  typename Storage::Item *buf;

public:
  typedef typename Storage::Type TempStorage;
  __device__ BlockLoad(typename Storage::Item *temp_storage) : buf(temp_storage) {}
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT itr, T (&items)[ITEMS_PER_THREAD]) const {
    _IvlLoad<ALGORITHM, _IVL_CUB_THREADS>(_IVL_CUB_TID, itr, items, -1, (T *)buf);
  }
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT itr, T (&items)[ITEMS_PER_THREAD], int valid_items) const {
    _IvlLoad<ALGORITHM, _IVL_CUB_THREADS>(_IVL_CUB_TID, itr, items, valid_items, (T *)buf);
  }
  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT itr, T (&items)[ITEMS_PER_THREAD], int valid_items,
                       DefaultT oob_default) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      items[i] = oob_default;
    _IvlLoad<ALGORITHM, _IVL_CUB_THREADS>(_IVL_CUB_TID, itr, items, valid_items, (T *)buf);
  }
};

enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static_assert(ALGORITHM != BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED,
                "ivl does not model BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED");
  static constexpr bool SHARED =
      ALGORITHM == BLOCK_STORE_TRANSPOSE || ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE;
  typedef _IvlStorage<T, _IVL_CUB_THREADS * ITEMS_PER_THREAD, SHARED> Storage;
  typename Storage::Item *buf;

public:
  typedef typename Storage::Type TempStorage;
  __device__ BlockStore(typename Storage::Item *temp_storage) : buf(temp_storage) {}
  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT itr, T (&items)[ITEMS_PER_THREAD]) const {
    _IvlStore<ALGORITHM, _IVL_CUB_THREADS>(_IVL_CUB_TID, itr, items, -1, (T *)buf);
  }
  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT itr, T (&items)[ITEMS_PER_THREAD], int valid_items) const {
    _IvlStore<ALGORITHM, _IVL_CUB_THREADS>(_IVL_CUB_TID, itr, items, valid_items, (T *)buf);
  }
};

template <typename T, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32,
          int LEGACY_PTX_ARCH = 0>
class WarpExchange {
  static_assert(LOGICAL_WARP_THREADS > 0 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "ivl models CUB's WarpExchange for logical warps of a power of two up to 32 "
                "threads");
  T *buf;

public:
  typedef T TempStorage[ITEMS_PER_THREAD * LOGICAL_WARP_THREADS];
  __device__ WarpExchange(T *temp_storage) : buf(temp_storage) {}
  template <typename OutputT>
  __device__ void BlockedToStriped(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD]) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      buf[_IVL_CUB_LANE * ITEMS_PER_THREAD + i] = input[i];
    __syncwarp();
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      output[i] = buf[i * LOGICAL_WARP_THREADS + _IVL_CUB_LANE];
  }
  template <typename OutputT>
  __device__ void StripedToBlocked(T (&input)[ITEMS_PER_THREAD],
                                   OutputT (&output)[ITEMS_PER_THREAD]) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      buf[i * LOGICAL_WARP_THREADS + _IVL_CUB_LANE] = input[i];
    __syncwarp();
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      output[i] = buf[_IVL_CUB_LANE * ITEMS_PER_THREAD + i];
  }
  template <typename OffsetT>
  __device__ void ScatterToStriped(T (&items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) const {
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      buf[ranks[i]] = items[i];
    __syncwarp();
    for (int i = 0; i < ITEMS_PER_THREAD; i++)
      items[i] = buf[i * LOGICAL_WARP_THREADS + _IVL_CUB_LANE];
  }
};

/* TempStorage: the first items of the block's threads, then their last
 * items. */
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
  T *buf;

public:
  typedef T TempStorage[2 * _IVL_CUB_THREADS];
  __device__ BlockAdjacentDifference(T *temp_storage) : buf(temp_storage) {}
  template <int ITEMS, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS], OutputT (&output)[ITEMS],
                               DifferenceOpT difference_op) const {
    buf[_IVL_CUB_THREADS + _IVL_CUB_TID] = input[ITEMS - 1];
    __syncthreads();
    for (int i = ITEMS - 1; i > 0; i--)
      output[i] = difference_op(input[i], input[i - 1]);
    if (_IVL_CUB_TID != 0)
      output[0] = difference_op(input[0], buf[_IVL_CUB_THREADS + _IVL_CUB_TID - 1]);
    else
      output[0] = input[0];
  }
  template <int ITEMS, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS], OutputT (&output)[ITEMS],
                               DifferenceOpT difference_op, T tile_predecessor_item) const {
    buf[_IVL_CUB_THREADS + _IVL_CUB_TID] = input[ITEMS - 1];
    __syncthreads();
    for (int i = ITEMS - 1; i > 0; i--)
      output[i] = difference_op(input[i], input[i - 1]);
    output[0] = difference_op(input[0],
                              _IVL_CUB_TID == 0 ? tile_predecessor_item : buf[_IVL_CUB_THREADS + _IVL_CUB_TID - 1]);
  }
  template <int ITEMS, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS], OutputT (&output)[ITEMS],
                                DifferenceOpT difference_op) const {
    buf[_IVL_CUB_TID] = input[0];
    __syncthreads();
    for (int i = 0; i < ITEMS - 1; i++)
      output[i] = difference_op(input[i], input[i + 1]);
    if (_IVL_CUB_TID != _IVL_CUB_THREADS - 1)
      output[ITEMS - 1] = difference_op(input[ITEMS - 1], buf[_IVL_CUB_TID + 1]);
    else
      output[ITEMS - 1] = input[ITEMS - 1];
  }
  template <int ITEMS, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS], OutputT (&output)[ITEMS],
                                DifferenceOpT difference_op, T tile_successor_item) const {
    buf[_IVL_CUB_TID] = input[0];
    __syncthreads();
    for (int i = 0; i < ITEMS - 1; i++)
      output[i] = difference_op(input[i], input[i + 1]);
    output[ITEMS - 1] = difference_op(
        input[ITEMS - 1], _IVL_CUB_TID == _IVL_CUB_THREADS - 1 ? tile_successor_item : buf[_IVL_CUB_TID + 1]);
  }
};

#undef _IVL_CUB_TID
#undef _IVL_CUB_LANE
#undef _IVL_CUB_THREADS
} // namespace cub

#endif
