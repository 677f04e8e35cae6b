//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4
//clang_builtin_unmodelled.cl:12:12: error: unsupported: `fract`, a builtin ivl does not model yet

// A builtin Clang declares but ivl does not model is an unsupported: error
// at the call (not a Clang error, and not an arbitrary value).

__kernel void fraction(__global float *A)
{
    size_t i = get_global_id(0);
    float whole;
    A[i] = fract(A[i], &whole);
}
