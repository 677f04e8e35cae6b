//pass
//--blockDim=64 --gridDim=2

// Functions taking a reference to a thread's array (`T (&items)[N]`), and
// a temporary object built from a shared array (a pointer field set by its
// constructor), as CUB's block collectives are written. The exchange
// writes the block's items to shared memory, waits, and reads them back
// striped.
template <typename T, int N>
struct Loader {
  typedef unsigned char TempStorage[1];
  __device__ Loader(unsigned char *) {}
  __device__ void Load(const T *p, T (&items)[N]) const {
    for (int i = 0; i < N; i++)
      items[i] = p[(blockIdx.x * blockDim.x + threadIdx.x) * N + i];
  }
};

template <typename T, int B, int N>
struct Exchange {
  typedef T TempStorage[B * N];
  T *buf;
  __device__ Exchange(T *storage) : buf(storage) {}
  __device__ void BlockedToStriped(T (&in)[N], T (&out)[N]) const {
    for (int i = 0; i < N; i++) buf[threadIdx.x * N + i] = in[i];
    __syncthreads();
    for (int i = 0; i < N; i++) out[i] = buf[i * B + threadIdx.x];
  }
};

__global__ void reference_to_array_param(const float *in, float *out) {
  __shared__ typename Loader<float, 4>::TempStorage s;
  __shared__ typename Exchange<float, 64, 4>::TempStorage e;
  float v[4];
  Loader<float, 4>(s).Load(in, v);
  Exchange<float, 64, 4>(e).BlockedToStriped(v, v);
  for (int i = 0; i < 4; i++)
    out[blockIdx.x * 256 + i * 64 + threadIdx.x] = v[i];
}
