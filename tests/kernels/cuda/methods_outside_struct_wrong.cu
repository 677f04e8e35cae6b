//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// A constructor defined outside its struct runs its own initialiser: base
// is 2 * 3, and at(1) is 7, not 6.

struct Counter {
  int base;
  __device__ Counter(int b);
  __device__ int at(int i) const;
};
__device__ Counter::Counter(int b) : base(b * 2) {}
__device__ int Counter::at(int i) const { return base + i; }

__global__ void kern(int *out) {
  Counter c(3);
  __assert(c.at(1) == 6);  // error: this assertion could not be proved
  out[threadIdx.x] = c.at(threadIdx.x);
}
