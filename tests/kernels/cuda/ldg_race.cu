//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// __ldg reads through the read-only cache, which is only correct for memory
// no thread writes during the kernel: here each thread reads the element
// its left neighbour writes.

__global__ void shift_left(float *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = 1.0f;
    out[t + 1] = __ldg(&out[t]) + 1.0f;  // error: possible write-write race on out
}
// error@13: possible write-read race on out
