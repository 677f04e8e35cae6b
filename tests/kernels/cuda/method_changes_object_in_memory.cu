//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//method_changes_object_in_memory.cu:15:5: error: unsupported: the method .reset., which is not const

// A method that changes an object in memory (an element of an array of
// structs), which other threads may reach: not translated.

struct Cursor {
    int at;
    __device__ void reset() { at = 0; }
};

__global__ void reset_all(Cursor *cs)
{
    cs[threadIdx.x].reset();
}
