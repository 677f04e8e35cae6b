//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// Elements the constructor does not set are arbitrary, not zero.

struct Block {
  unsigned state[4];
  int n;
  __device__ Block(int k) : n(k) { state[0] = k; }
  __device__ unsigned second() const { return state[1]; }
};

__global__ void kern(unsigned *out) {
  Block b(threadIdx.x);
  __assert(b.second() == 0);  // error: this assertion could not be proved
  out[threadIdx.x] = b.second();
}
