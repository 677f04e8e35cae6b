//pass
//--blockDim=64 --gridDim=1

// A copy of CUB's collective pattern, as programs ship it (HeCBench's
// blockexchange): TempStorage derives from Uninitialized<_TempStorage>
// (laid out as its base), the collective holds a reference member bound
// to `temp_storage.Alias()` (`reinterpret_cast<T &>(*this)`: the shared
// words seen as _TempStorage), and its constructor's initialisers read
// fields set before them. Each thread writes its own item, then after the
// barrier reads its neighbour's.

#include <type_traits>

template <typename T> struct Uninitialized {
  typedef typename std::conditional<sizeof(T) % 16 == 0, int4, int>::type DeviceWord;
  static constexpr int WORDS = sizeof(T) / sizeof(DeviceWord);
  DeviceWord storage[WORDS];
  __device__ __forceinline__ T &Alias() { return reinterpret_cast<T &>(*this); }
};

template <typename T, int THREADS> class Exchange {
  enum { WARP_THREADS = 32, WARPS = THREADS / WARP_THREADS };
  struct _TempStorage { T buff[THREADS]; };
public:
  struct TempStorage : Uninitialized<_TempStorage> {};
private:
  _TempStorage &temp_storage;
  unsigned int tid;
  unsigned int warp;
public:
  __device__ __forceinline__ Exchange(TempStorage &storage)
      : temp_storage(storage.Alias()), tid(threadIdx.x), warp(tid / WARP_THREADS) {}
  __device__ __forceinline__ void Rotate(T &item) {
    temp_storage.buff[tid] = item;
    __syncthreads();
    item = temp_storage.buff[(tid + 1) % THREADS] + (WARPS > 1 ? warp : 0);
  }
};

__global__ void rotate(int *d) {
  typedef Exchange<int, 64> E;
  __shared__ typename E::TempStorage storage;
  int x = d[threadIdx.x];
  E(storage).Rotate(x);
  d[threadIdx.x] = x;
}
