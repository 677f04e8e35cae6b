//pass
//--blockDim=64 --gridDim=1

// A const reference bound to `f ? t2 : t1`, a conditional of two locals
// (bwt's compare_rotations): the chosen local's value. Assigning to such
// a conditional stays unsupported.

__device__ bool less(const int &a, const int &b) { return a < b; }

__global__ void swap_pairs(int *table) {
  int i = threadIdx.x;
  int t1 = table[2 * i], t2 = table[2 * i + 1];
  bool f = i & 1;
  if (less(f ? t2 : t1, f ? t1 : t2)) {
    table[2 * i] = t2;
    table[2 * i + 1] = t1;
  }
  int x = 1, y = 2;
  __assert(less(f ? y : x, f ? x : y) == !f);
}
