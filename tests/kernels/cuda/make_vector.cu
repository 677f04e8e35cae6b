//pass
//--blockDim=64 --gridDim=4

// make_float4 and make_int2 build a vector from its components, each
// converted to the component's type; every thread writes its own element.

__global__ void pack(float4 *A, int2 *B, const float *C)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = make_float4(C[t], 1.0f, 2, t);
    A[t] = v;
    B[t] = make_int2(t, (int)v.x);
    __assert(B[t].x == (int)t);
}
