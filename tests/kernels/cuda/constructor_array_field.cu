//pass
//--blockDim=64 --gridDim=1

// A constructor that leaves an array field to its body: the elements
// start arbitrary, and the body's write of state[0] is what first() reads.

struct Block {
  unsigned state[4];
  int n;
  __device__ Block(int k) : n(k) { state[0] = k; }
  __device__ unsigned first() const { return state[0]; }
};

__global__ void kern(unsigned *out) {
  Block b(threadIdx.x);
  __assert(b.first() == threadIdx.x && b.n == threadIdx.x);
  out[threadIdx.x] = b.first();
}
