//pass
//--blockDim=64 --gridDim=2

// A function returning a reference to a struct in memory: the call used as
// an lvalue is that struct, here each thread's own slot.

struct Entry {
  int key;
  float value;
};

__device__ Entry &slot(Entry *table, int i) { return table[i]; }

__global__ void reference_result_struct(Entry *table) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Entry &e = slot(table, t);
  e.key = t;
  slot(table, t).value = 1.0f;
  Entry copy = slot(table, t);
  __assert(copy.key == t);
}
