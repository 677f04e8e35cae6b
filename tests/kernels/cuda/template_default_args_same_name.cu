//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//template_default_args_same_name.cu:10:15: error: unsupported: struct W<int>: two structs of that name

// `W<int>` written for `::W<int, 1>` (a default argument) was taken to be
// `z::W<int>`, another layout, and the race through an int view verified.
// A specialization is also known by its names without trailing arguments.

template <class T, int N = 1> struct W { T a[N]; T b; };
namespace z { template <class T> struct W { T a[1]; T pad; T b; }; }
__device__ z::W<int> unused;

__global__ void k(W<int> *p)
{
    int *w = (int *)p;
    if (threadIdx.x == 0) (p + 1)->b = 1;   // bytes 12..15
    if (threadIdx.x == 1) w[3] = 2;         // bytes 12..15
}
