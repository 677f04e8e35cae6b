//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on

// cub_copy_reference_member.cu without its barrier: thread t + 1 writes
// the item thread t reads, through the reference member.

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
    item = temp_storage.buff[(tid + 1) % THREADS] + (WARPS > 1 ? warp : 0); // error: possible read-write race on
  }
};

__global__ void rotate(int *d) {
  typedef Exchange<int, 64> E;
  __shared__ typename E::TempStorage storage;
  int x = d[threadIdx.x];
  E(storage).Rotate(x);
  d[threadIdx.x] = x;
}
