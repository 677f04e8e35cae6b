/* ivl's <cub/cub.cuh>: of CUB, the block-wide reduction and scan and the
 * warp-wide reduction and scan, for verification.
 *
 * `cub::BlockReduce<T, X, ALGORITHM, Y, Z>(temp_storage).Sum(x)` (and
 * `Sum(x, n)`, `Reduce(x, op)`, `Reduce(x, op, n)`) and
 * `cub::BlockScan<T, X, ALGORITHM, Y, Z>(temp_storage).ExclusiveSum(x, y)`
 * (and the other sums and scans of one item per thread) are modelled by
 * the front end (spec/frontend.md section 4): each thread writes its slot
 * of temp_storage, the block waits at a barrier, the slots are read, and
 * the results are arbitrary. Their TempStorage is an array of one slot per
 * thread. Reusing temp_storage needs a __syncthreads() in between, as
 * CUB's documentation says. `cub::WarpReduce<T, N>` and `cub::WarpScan<T,
 * N>` are CUB's shuffle implementations for logical warps of a power of
 * two up to 32 threads: their TempStorage is empty, and their results are
 * arbitrary. Operators are CUB's or function objects whose operator()
 * touches no memory. The device-wide algorithms (`cub::DeviceScan`,
 * `DeviceReduce`, `DeviceSelect`, `DeviceRadixSort`, `DeviceHistogram`)
 * are declared for host code, which is not verified, with the iterators
 * they take (`cub::TransformInputIterator`, `CountingInputIterator`, ...).
 * The data movement
 * collectives (`cub::BlockLoad`, `BlockStore`, `BlockExchange`,
 * `WarpExchange`, `BlockAdjacentDifference`, the direct loads and stores)
 * are written in C++ in <cub/block_data.cuh> and run as the program's own
 * code, as are the key traits (`cub::Traits<T>`) below. The rest of CUB is
 * not declared: a kernel using it does not compile. */
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

/* As CUB's, for the half-precision keys' traits. */
#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};
struct Sum {};
struct Max {};
struct Min {};
/* A key (an index) with its value, and the reductions that keep the pair
 * of the greatest or least value (the first such key on ties). */
template <typename K, typename V> struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
};
struct ArgMax {
  template <typename T, typename O>
  __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a,
                                                    const KeyValuePair<O, T> &b) const {
    return (b.value > a.value || (b.value == a.value && b.key < a.key)) ? b : a;
  }
};
struct ArgMin {
  template <typename T, typename O>
  __host__ __device__ KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &a,
                                                    const KeyValuePair<O, T> &b) const {
    return (b.value < a.value || (b.value == a.value && b.key < a.key)) ? b : a;
  }
};
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
  /* Over each thread's items (a blocked arrangement). */
  template <int ITEMS> __device__ T Sum(T (&inputs)[ITEMS]);
  template <int ITEMS, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS], ReductionOp op);
};
enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS
};
template <typename T, int BLOCK_DIM_X,
          BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
  typedef T TempStorage[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z];
  __device__ BlockScan(TempStorage &temp_storage);
  __device__ void ExclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate);
  __device__ void InclusiveSum(T input, T &output);
  __device__ void InclusiveSum(T input, T &output, T &block_aggregate);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &block_aggregate);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate);
  /* Over each thread's items (a blocked arrangement). */
  template <int ITEMS>
  __device__ void ExclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS]);
  template <int ITEMS>
  __device__ void ExclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS], T &block_aggregate);
  template <int ITEMS>
  __device__ void InclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS]);
  template <int ITEMS>
  __device__ void InclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS], T &block_aggregate);
  template <int ITEMS, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], T initial_value,
                                ScanOp scan_op);
  template <int ITEMS, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], T initial_value,
                                ScanOp scan_op, T &block_aggregate);
  template <int ITEMS, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op);
  template <int ITEMS, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op,
                                T &block_aggregate);
  template <int ITEMS, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op);
  template <int ITEMS, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op,
                                T &block_aggregate);
};

#define _IVL_CUB_LOGICAL_WARP(N)                                              \
  static_assert(N > 0 && N <= 32 && (N & (N - 1)) == 0,                       \
                "ivl models CUB's warp collectives for logical warps of a "   \
                "power of two up to 32 threads")
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
  _IVL_CUB_LOGICAL_WARP(LOGICAL_WARP_THREADS);

public:
  typedef unsigned char TempStorage[1]; /* CUB's is empty: never accessed */
  __device__ WarpReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int valid_items);
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op);
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp op, int valid_items);
};
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
  _IVL_CUB_LOGICAL_WARP(LOGICAL_WARP_THREADS);

public:
  typedef unsigned char TempStorage[1]; /* CUB's is empty: never accessed */
  __device__ WarpScan(TempStorage &temp_storage);
  __device__ void InclusiveSum(T input, T &output);
  __device__ void InclusiveSum(T input, T &output, T &warp_aggregate);
  __device__ void ExclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output, T &warp_aggregate);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &warp_aggregate);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op, T &warp_aggregate);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &warp_aggregate);
  __device__ T Broadcast(T input, unsigned int src_lane);
};
#undef _IVL_CUB_LOGICAL_WARP

/* The device-wide algorithms are host API: launches ivl does not follow
 * (host code is not verified), declared so that a program using them
 * compiles. */
#define _IVL_CUB_HOST_ALGORITHM(NAME)                                         \
  template <typename... Args> __host__ static cudaError_t NAME(Args &&...)
struct DeviceScan {
  _IVL_CUB_HOST_ALGORITHM(ExclusiveSum);
  _IVL_CUB_HOST_ALGORITHM(InclusiveSum);
  _IVL_CUB_HOST_ALGORITHM(ExclusiveScan);
  _IVL_CUB_HOST_ALGORITHM(InclusiveScan);
  _IVL_CUB_HOST_ALGORITHM(ExclusiveSumByKey);
  _IVL_CUB_HOST_ALGORITHM(InclusiveSumByKey);
};
struct DeviceReduce {
  _IVL_CUB_HOST_ALGORITHM(Sum);
  _IVL_CUB_HOST_ALGORITHM(Max);
  _IVL_CUB_HOST_ALGORITHM(Min);
  _IVL_CUB_HOST_ALGORITHM(ArgMax);
  _IVL_CUB_HOST_ALGORITHM(ArgMin);
  _IVL_CUB_HOST_ALGORITHM(Reduce);
  _IVL_CUB_HOST_ALGORITHM(ReduceByKey);
};
struct DeviceSelect {
  _IVL_CUB_HOST_ALGORITHM(Flagged);
  _IVL_CUB_HOST_ALGORITHM(If);
  _IVL_CUB_HOST_ALGORITHM(Unique);
};
struct DeviceRadixSort {
  _IVL_CUB_HOST_ALGORITHM(SortKeys);
  _IVL_CUB_HOST_ALGORITHM(SortKeysDescending);
  _IVL_CUB_HOST_ALGORITHM(SortPairs);
  _IVL_CUB_HOST_ALGORITHM(SortPairsDescending);
};
struct DeviceHistogram {
  _IVL_CUB_HOST_ALGORITHM(HistogramEven);
  _IVL_CUB_HOST_ALGORITHM(HistogramRange);
};
#undef _IVL_CUB_HOST_ALGORITHM

/* The input iterators the device-wide algorithms take: host values only
 * (device code using one does not compile). */
#define _IVL_CUB_ITERATOR(I)                                                 \
  template <class... T> class I {                                            \
  public:                                                                    \
    template <class... A> __host__ I(A &&...);                               \
    __host__ I operator+(long n) const;                                      \
  };
_IVL_CUB_ITERATOR(TransformInputIterator)
_IVL_CUB_ITERATOR(CountingInputIterator)
_IVL_CUB_ITERATOR(ConstantInputIterator)
_IVL_CUB_ITERATOR(ArgIndexInputIterator)
_IVL_CUB_ITERATOR(CacheModifiedInputIterator)
_IVL_CUB_ITERATOR(DiscardOutputIterator)
#undef _IVL_CUB_ITERATOR

/* cub::Traits<T>: a key's bits as an unsigned number (UnsignedBits) and
 * the radix sort's order-preserving maps of them (TwiddleIn, and its
 * inverse TwiddleOut), as CUB defines them: unsigned keys as they are,
 * signed keys with the sign bit flipped, floating-point keys with every
 * bit flipped when negative and the sign bit when not. */
/* Each key type's bits, and how they are ordered: 0 unsigned, 1 signed, 2
 * floating point. */
template <typename T> struct _IvlKey;
#define _IVL_CUB_KEY(T, U, ORDER)                                            \
  template <> struct _IvlKey<T> {                                            \
    typedef U Bits;                                                          \
    static constexpr int order = ORDER;                                      \
  };
_IVL_CUB_KEY(unsigned char, unsigned char, 0)
_IVL_CUB_KEY(unsigned short, unsigned short, 0)
_IVL_CUB_KEY(unsigned int, unsigned int, 0)
_IVL_CUB_KEY(unsigned long, unsigned long, 0)
_IVL_CUB_KEY(unsigned long long, unsigned long long, 0)
_IVL_CUB_KEY(bool, unsigned char, 0)
_IVL_CUB_KEY(char, unsigned char, 1)
_IVL_CUB_KEY(signed char, unsigned char, 1)
_IVL_CUB_KEY(short, unsigned short, 1)
_IVL_CUB_KEY(int, unsigned int, 1)
_IVL_CUB_KEY(long, unsigned long, 1)
_IVL_CUB_KEY(long long, unsigned long long, 1)
_IVL_CUB_KEY(float, unsigned int, 2)
_IVL_CUB_KEY(double, unsigned long long, 2)
_IVL_CUB_KEY(__half, unsigned short, 2)
_IVL_CUB_KEY(__nv_bfloat16, unsigned short, 2)
#undef _IVL_CUB_KEY
template <typename T> struct Traits {
  typedef typename _IvlKey<T>::Bits UnsignedBits;
  static constexpr UnsignedBits ALL = UnsignedBits(~UnsignedBits(0));
  static constexpr UnsignedBits HIGH_BIT =
      UnsignedBits(UnsignedBits(1) << (sizeof(UnsignedBits) * 8 - 1));
  /* The lowest and highest keys' bits, as CUB has them per kind. */
  static constexpr UnsignedBits LOWEST_KEY =
      _IvlKey<T>::order == 0   ? UnsignedBits(0)
      : _IvlKey<T>::order == 1 ? HIGH_BIT
                               : ALL;
  static constexpr UnsignedBits MAX_KEY =
      _IvlKey<T>::order == 0 ? ALL : UnsignedBits(ALL ^ HIGH_BIT);
  /* The bits' type spelled out (a member typedef as a function's result
   * is not known to the front end), and the masks computed in the body. */
  __host__ __device__ static typename _IvlKey<T>::Bits
  TwiddleIn(typename _IvlKey<T>::Bits key) {
    typedef typename _IvlKey<T>::Bits B;
    const B high = B(B(1) << (sizeof(B) * 8 - 1));
    if constexpr (_IvlKey<T>::order == 2)
      return B(key ^ ((key & high) ? B(~B(0)) : high));
    if constexpr (_IvlKey<T>::order == 1)
      return B(key ^ high);
    return key;
  }
  __host__ __device__ static typename _IvlKey<T>::Bits
  TwiddleOut(typename _IvlKey<T>::Bits key) {
    typedef typename _IvlKey<T>::Bits B;
    const B high = B(B(1) << (sizeof(B) * 8 - 1));
    if constexpr (_IvlKey<T>::order == 2)
      return B(key ^ ((key & high) ? high : B(~B(0))));
    if constexpr (_IvlKey<T>::order == 1)
      return B(key ^ high);
    return key;
  }
};
} // namespace cub

#include <cub/block_data.cuh>

#endif
