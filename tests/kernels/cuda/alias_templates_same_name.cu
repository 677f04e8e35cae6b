//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//alias_templates_same_name.cu:15:19: error: unsupported: memory holding n::V<int>

// Two alias templates named V (n::V = P, m::V = Q): the last one named
// n::V<int> too, so the race between two views of p[1].b verified. An
// alias name with two meanings is not known.

template <class T> struct P { T a[1]; T b; };
template <class T> struct Q { T a[1]; T pad; T b; };
namespace n { template <class T> using V = P<T>; }
namespace m { template <class T> using V = Q<T>; }
__device__ Q<int> unused;

__global__ void k(n::V<int> *p)
{
    if (threadIdx.x == 0) (p + 1)->b = 1;
    if (threadIdx.x == 1) p[1].b = 2;
}
