//pass
//--blockDim=64 --gridDim=4

// Generated kernels (PPCG's, for one) declare the thread's ids, define
// their helper macros and open a block; GPUVerify takes a __requires at the
// start of that block as the kernel's precondition. Here it is what makes
// the kernel race-free: with n == 256 the index wraps for no thread.

__global__ void scale(float *A, int n)
{
    int b0 = blockIdx.x;
    int t0 = threadIdx.x;

    #define ppcg_min(x, y) ((x) < (y) ? (x) : (y))
    {
        ;
        {
            __requires(n == 256);
            __global_requires(n > 0);
        }
        int i = (64 * b0 + t0) % ppcg_min(n, 256);
        A[i] = 2.0f * A[i];
    }
}
