//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// The function object's width is 0: every thread of a block writes the
// same element.

struct Index {
    int width;
    __device__ int operator()(int x, int y) const { return x * width + y; }
};

__global__ void scale(double *paths)
{
    Index idx = {0};
    paths[idx(threadIdx.x, blockIdx.x)] *= 2.0;  // error: race on paths
}
