//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_virtual_methods.cu:9:1: error: unsupported: struct Base: virtual methods

// A call through `const Base &` dispatches to D's operator(), which
// returns 0 for every thread. Calls went to Base's and the race verified;
// structs with virtual methods are rejected.

struct Base { int c; __device__ virtual int operator()(int x) const { return x; } };
struct D : Base { __device__ int operator()(int x) const override { return c; } };
__global__ void k(int *A)
{
    D d;
    d.c = 0;
    const Base &b = d;
    A[b(threadIdx.x)] = threadIdx.x;   // D::operator(): 0, race
}
