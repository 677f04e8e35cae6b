//pass
//--blockDim=64 --gridDim=1

// Methods that change an object in memory (an element of an array of
// structs, directly and through a pointer): the object's fields are read
// before the call and written back after it. Each thread changes its own.

struct Cursor {
    int at;
    int limit;
    __device__ void reset() { at = 0; }
    __device__ void advance(int k) { at = at + k < limit ? at + k : limit; }
};

__global__ void reset_all(Cursor *cs)
{
    cs[threadIdx.x].reset();
    Cursor *mine = &cs[threadIdx.x];
    mine->advance(3);
}
