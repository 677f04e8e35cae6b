//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//method_synchronises_in_memory.cu:21:5: error: unsupported: the method .publish. on a struct in memory, which synchronises .its fields are read as it starts.

// A method that changes a struct in memory is modelled by reading its
// fields before the call and writing them after: with a barrier inside,
// the write would move past it (and a race before the barrier be missed),
// so it is refused.

struct Slot {
    int value;
    __device__ void publish(int v) {
        value = v;
        __syncthreads();
    }
};

__global__ void method_synchronises_in_memory(int *out)
{
    __shared__ Slot slots[64];
    slots[threadIdx.x].publish(threadIdx.x);
    out[threadIdx.x] = slots[0].value;
}
