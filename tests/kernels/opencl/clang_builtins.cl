//pass
//--local_size=64 --num_groups=4

// OpenCL's builtins are Clang's own, declared where the kernel uses them:
// every overload is there (`min` of two ulongs, `select` of uints), and the
// macros too (NAN is `as_float(INT_MAX)`, a reinterpretation of bits).

__kernel void builtins(__global ulong *A, __global uint *B, __global float *F)
{
    size_t i = get_global_id(0);
    A[i] = min(A[i], (ulong)7);
    B[i] = select(B[i], (uint)1, (uint)(B[i] > 3));
    if (F[i] == NAN)
        F[i] = 0.0f;
}
