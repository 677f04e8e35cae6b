//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//requires_reads_local.cu:12:5: error: unsupported: __requires that reads `t0`, a local variable

// A contract speaks of the state the kernel starts in: the parameters,
// memory and the thread ids, not the locals the body declares (this used to
// give IVL that did not resolve).

__global__ void local_in_contract(float *A)
{
    int t0 = threadIdx.x;
    __requires(t0 < 64);
    A[t0] = 0.0f;
}
