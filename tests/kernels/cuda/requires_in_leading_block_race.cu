//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// requires_in_leading_block.cu with a weaker precondition taken from the
// leading block: with n == 128, threads 0 and 128 share an element.

__global__ void scale(float *A, int n)
{
    int b0 = blockIdx.x;
    int t0 = threadIdx.x;

    #define ppcg_min(x, y) ((x) < (y) ? (x) : (y))
    {
        __requires(n == 128);
        int i = (64 * b0 + t0) % ppcg_min(n, 256);
        A[i] = 2.0f * A[i];  // error: possible write-read race on A
    }
}
