//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on cs.at

// Every thread calls a method that changes cs[0]: its write-back races.

struct Cursor {
    int at;
    __device__ void set(int v) { at = v; }
};

__global__ void method_changes_object_in_memory_race(Cursor *cs)
{
    cs[0].set(threadIdx.x);  // error: possible write-write race on cs.at
}
// error@14: possible write-read race on cs.at
