//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4
//clang_builtin_unmodelled.cl:11:12: error: unsupported: `vload4`, a builtin ivl does not model yet

// A builtin Clang declares but ivl does not model is an unsupported: error
// at the call (not a Clang error, and not an arbitrary value).

__kernel void permute(__global int4 *A, __global const int *M)
{
    size_t i = get_global_id(0);
    A[i] = vload4(i, M);
}
