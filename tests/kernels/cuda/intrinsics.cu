//pass
//--blockDim=64 --gridDim=4

// Integer intrinsics (__popc, __clz, __ffs, __brev, __umulhi) are pure
// functions: uninterpreted, so equal arguments give equal results. Float
// intrinsics and double math are uninterpreted too; __ldg is a read;
// INT_MAX and FLT_MIN are the <climits>/<cfloat> constants.

__global__ void intrinsics(const float *in, float *out, unsigned *bits, const int *B)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    float v = __ldg(&in[t]);
    out[t] = __saturatef(v) + hypotf(v, 1.0f) + (float)floor((double)v);
    bits[t] = __popc(t) + __clz((int)t) + __ffs(B[t]) + __brev(t) + __umulhi(t, t);
    if (t == INT_MAX) out[t] = FLT_MIN;
    __assert(__popc(t) == __popc(t));
}
