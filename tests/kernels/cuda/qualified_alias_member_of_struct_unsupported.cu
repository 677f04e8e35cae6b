//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//qualified_alias_member_of_struct_unsupported.cu:15:19: error: unsupported: memory holding ns::C::Alias<float>

// `ns::C::Alias` is an alias template of struct ns::C (Small<float>), not
// of a namespace: only names whose parts before the last are all namespaces
// are looked up so. (other::ns::C::Alias, Big<float>, was used: a race
// went unseen.)

template <class T> struct Small { T x; T y; };
template <class T> struct Big { T x; T y; T w; };
namespace ns { struct C { template <class T> using Alias = Small<T>; }; }
namespace other { namespace ns { namespace C { template <class T> using Alias = Big<T>; } } }
__device__ Big<float> unused;
__global__ void k(ns::C::Alias<float> *p)
{
    float *f = (float *)p;
    if (threadIdx.x == 0) (p + 1)->x = 1.0f;
    if (threadIdx.x == 1) f[2] = 2.0f;
}
