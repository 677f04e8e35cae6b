//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// Each thread writes its own float4 and the x of its neighbour's: the
// neighbour writes that x too.

__global__ void pack_neighbour(float4 *A, const float *C)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = make_float4(C[t], 0.0f, 0.0f, 0.0f);
    A[t] = v;
    A[t + 1].x = v.y;  // error: possible write-write race on A.x
}
