//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on other

// Each thread stores a pointer to `other` in its own element of memory
// the host gave, reads it back and writes through it: every thread writes
// other[0], a race. The memory's pointers reach the host's heap or
// `other`, which a map beside the offsets says.

struct Args {
  int *p;
  int n;
};

__global__ void pointer_stored_then_used_race(Args *args, int *other) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  args[i].p = other;
  args[i].p[0] = i;  // error: possible write-write race on other
}
