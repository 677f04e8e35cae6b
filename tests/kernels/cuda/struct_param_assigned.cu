//pass
//--blockDim=64 --gridDim=1

// A by-value struct parameter assigned as a whole (`val = c ? o : val;`,
// C++'s operator=) becomes locals of its own: this was an internal error
// (the IVL assigned the procedure's parameters). A conditional of two
// structs picks field by field.

struct Pair { int k; int v; };

__device__ Pair swapped_if(Pair val, int c)
{
    Pair o = {val.v, val.k};
    val = c ? o : val;
    return val;
}

__global__ void keys(int *A)
{
    Pair p = {(int)threadIdx.x, 1};
    Pair q = swapped_if(p, A[0]);
    A[threadIdx.x + 64] = q.k;
}
