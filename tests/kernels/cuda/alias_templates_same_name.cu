//xfail:NOT_ALL_VERIFIED
//--blockDim=2 --gridDim=1

// Two alias templates named V (n::V = P, m::V = Q): the last one once
// named n::V<int> too, so the race between two views of p[1].b verified.
// `V` alone is not known; `n::V<int>`, written with its namespace, is P<int>,
// and threads 0 and 1 both write p[1].b.

template <class T> struct P { T a[1]; T b; };
template <class T> struct Q { T a[1]; T pad; T b; };
namespace n { template <class T> using V = P<T>; }
namespace m { template <class T> using V = Q<T>; }
__device__ Q<int> unused;

__global__ void k(n::V<int> *p)
{
    if (threadIdx.x == 0) (p + 1)->b = 1;
    if (threadIdx.x == 1) p[1].b = 2;  // error: possible write-write race on p
}
