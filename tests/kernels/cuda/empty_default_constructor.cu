//pass
//--blockDim=64 --gridDim=2

// A default constructor with an empty body and no initialisers (`Pair()
// {}`) does nothing: arrays of such structs, and fields of them in a
// struct made by another constructor, hold whatever they hold until
// assigned.

struct Pair {
  float lo, hi;
  __device__ Pair() {}
  __device__ Pair(float a, float b) : lo(a), hi(b) {}
};

struct Window {
  Pair first;
  int count;
  __device__ Window(int c) : count(c) {}
};

__global__ void empty_default_constructor(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair pairs[4];
  pairs[i % 4] = Pair(in[i], 1.0f);
  Window w(3);
  w.first = pairs[i % 4];
  __assert(w.count == 3);
  out[i] = w.first.lo + w.first.hi;
}
