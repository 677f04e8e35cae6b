//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// The method resets the index it was given: after c.reset() every thread
// writes A[0].

struct Cursor {
    int at;
    __device__ void reset() { at = 0; }
};

__global__ void write_at(int *A)
{
    Cursor c = {(int)threadIdx.x};
    c.reset();
    A[c.at] = threadIdx.x;  // error: race on A
}
