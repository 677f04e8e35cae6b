//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//qualified_alias_using_declaration_unsupported.cu:15:19: error: unsupported: memory holding ns::Alias<float>

// `namespace ns { using real::Alias; }` brings Small's alias into ns, so
// `ns::Alias<float>` is not other::ns::Alias (Big<float>): the name means
// two things and is not taken. (Big's layout was used: a race went unseen.)

template <class T> struct Small { T x; T y; };
template <class T> struct Big { T x; T y; T w; };
namespace real { template <class T> using Alias = Small<T>; }
namespace ns { using real::Alias; }
namespace other { namespace ns { template <class T> using Alias = Big<T>; } }
__device__ Big<float> unused;
__global__ void k(ns::Alias<float> *p)
{
    float *f = (float *)p;
    if (threadIdx.x == 0) (p + 1)->x = 1.0f;
    if (threadIdx.x == 1) f[2] = 2.0f;
}
