//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//qualified_alias_namespace_alias_unsupported.cu:16:19: error: unsupported: memory holding ns::Alias<float>

// `ns` is a namespace alias of `real`, so `ns::Alias<float>` is
// Small<float>, not other::ns::Alias (Big<float>, whose name also ends in
// ns::Alias): a name written with a namespace alias is not taken. (Big's
// 12-byte stride was used: the race on bytes 8..11 of p went unseen.)

template <class T> struct Small { T x; T y; };
template <class T> struct Big { T x; T y; T w; };
namespace real { template <class T> using Alias = Small<T>; }
namespace other { namespace ns { template <class T> using Alias = Big<T>; } }
namespace ns = real;
__device__ Big<float> unused;
__global__ void k(ns::Alias<float> *p)
{
    float *f = (float *)p;
    if (threadIdx.x == 0) (p + 1)->x = 1.0f;
    if (threadIdx.x == 1) f[2] = 2.0f;
}
