//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// The constructor leaves `x` to its default initialiser, 0: every thread
// of a block writes the same element.

struct Position {
    __device__ Position(int _y) : y(_y) {}
    int x = 0;
    int y;
};

__global__ void fill(int *A)
{
    Position p(blockIdx.x);
    A[p.y * 64 + p.x] = threadIdx.x;  // error: race on A
}
