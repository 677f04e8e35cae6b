//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//template_member_same_name.cu:12:16: error: unsupported: struct In<1>: two structs of that name

// A member class template's instance `Outer::In<1>` and a namespace-level
// `In<1>` with its fields the other way round. ivl knows structs by their
// last name: `x` was filled with the other struct's field order and the
// race on A[0] (x.a is 0 in every thread) verified. Two structs of one
// name are now rejected, as for plain structs.

template <int N> struct In { int a; int b; };
struct Outer { template <int N> struct In { int b; int a; }; };

__global__ void k(int *A)
{
    In<1> unused = {0, 0};
    Outer::In<1> x = {(int)threadIdx.x, 0};
    A[x.a] = threadIdx.x;
}
