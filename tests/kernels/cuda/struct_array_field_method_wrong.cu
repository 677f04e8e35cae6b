//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// The element a method adds to is the one its index chooses, and no other:
// element i + 1 holds 1, not 5.

struct Acc {
  int c[4];
  __device__ void add(int i, int v) { c[i] += v; }
  __device__ int get(int i) const { return c[i]; }
};

__global__ void k(int *counts) {
  Acc a = {{0, 0, 0, 0}};
  int i = threadIdx.x % 4;
  a.add(i, 5);
  a.add((i + 1) % 4, 1);
  __assert(a.get((i + 1) % 4) == 5);  // error: this assertion could not be proved
  counts[threadIdx.x] = a.get(i);
}
