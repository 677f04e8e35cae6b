//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//requires_after_code.cu:13:9: error: unsupported: __requires other than at the start of a function body

// A __requires after a statement that does something (here a write) is not
// a precondition, in a nested block as at the top level of a block: GPUVerify
// rejects it too.

__global__ void late(float *A, int n)
{
    {
        A[threadIdx.x] = 0.0f;
        __requires(n == 256);
    }
}
