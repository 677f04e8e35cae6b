//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// A constructor's body writes through its pointer parameter, and a method
// through its own: two threads are given the same element of out.

struct Mark {
  int n;
  __device__ Mark(int *v, int k) : n(k) { v[0] = k + threadIdx.x; }  // error: possible write-write race on out
};

struct Acc {
  int total;
  __device__ void store(int *dst) const { dst[0] = total; }  // error: possible write-write race on sums
};

__global__ void kern(int *out, int *sums) {
  Mark m(out + threadIdx.x / 2, 1);
  Acc a = {(int)threadIdx.x};
  a.store(sums + threadIdx.x / 2);
  out[64 + threadIdx.x] = m.n;
}
