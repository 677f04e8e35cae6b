//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// `a += b` returns `*this`, changed in place: its value is `a` after it,
// whose n is 2, so threads 2j and 2j + 1 both write out[j].

struct Counter {
  int n;
  __device__ Counter &operator+=(const Counter &r) {
    n += r.n;
    return *this;
  }
};

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Counter a = {1}, b = {1};
  Counter c = (a += b);
  out[i / c.n] = i;  // error: possible write-write race on out
}
