//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on rings

// The element an accessor names depends on a field of its object read at
// the call: every thread's ring has head 0 in memory another thread may
// also write, so the accessor's index is read from memory, not assumed.

struct Ring {
  int head;
  int slot[4];
  __device__ int &front() { return slot[head & 3]; }
};

__global__ void accessor_index_from_field(Ring *rings) {
  int t = threadIdx.x;
  rings[t / 4].front() = t; // error: possible write-write race on rings
}
