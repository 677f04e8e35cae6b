//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//const_ref_conditional_assigned.cu:11:20: error: unsupported: the lvalue ConditionalOperator of locals that are assigned

// `const int &r = c ? i : j;` refers to i or j, which change later: r was
// taken as the value at the binding and the race on A[5] verified.

__global__ void k(int *A, int c)
{
    int i = threadIdx.x, j = threadIdx.x;
    const int &r = c ? i : j;
    i = 5;
    j = 5;
    A[r] = threadIdx.x;   // r refers to i or j, both 5: race
}
