//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// A conditional of two structs: where A[0] is non-zero every thread takes
// `o`, whose k is 1, and writes A[65].

struct Pair { int k; int v; };

__global__ void keys(int *A)
{
    Pair p = {(int)threadIdx.x, 1};
    Pair o = {p.v, p.k};
    Pair q = A[0] ? o : p;
    A[q.k + 64] = threadIdx.x;  // error: race on A
}
