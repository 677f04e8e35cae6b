//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// operator_reference_result.cu picking half the thread id: threads 2k and
// 2k + 1 write different values to flags[k].

struct Clamp {
  int hi;
  __device__ const int &operator[](const int &i) const { return i < hi ? i : hi; }
};

struct Pick {
  int a, b;
  __device__ const int &operator()(bool first) const { return first ? a : b; }
};

__global__ void scatter(int *out, int *flags) {
  Clamp c = {63};
  out[threadIdx.x] = c[threadIdx.x];
  Pick p = {(int)threadIdx.x / 2, 0};
  flags[p(true)] = threadIdx.x;  // error: possible write-write race on flags
}
