//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on table

// slot(table, t % 32) is shared by threads t and t + 32, which both write
// its key.

struct Entry {
  int key;
  float value;
};

__device__ Entry &slot(Entry *table, int i) { return table[i % 32]; }

__global__ void reference_result_struct_race(Entry *table) {
  int t = threadIdx.x;
  Entry &e = slot(table, t);
  e.key = t; // error: possible write-write race on table
}
