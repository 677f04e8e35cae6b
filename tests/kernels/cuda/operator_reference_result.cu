//pass
//--blockDim=64 --gridDim=1

// Overloaded operators that return a const reference to a number, read
// as values: the call returns the number (spec/frontend.md, functions
// returning references).

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
  Pick p = {(int)threadIdx.x, 0};
  flags[p(true)] = threadIdx.x;
}
