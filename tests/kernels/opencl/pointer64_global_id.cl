//pass
//--pointer-bitwidth=64 --global_size=4096 --local_size=128

// With 64-bit pointers (the spir64 target), size_t and pointers have 8
// bytes and the work-item functions return 64-bit values (line 11): each
// work-item writes its own global element, after reading its group's
// local array in reverse.

__kernel void pointer64_global_id(__global int *A, __local int *L) {
  __assert(sizeof(size_t) == 8 && sizeof(__global int *) == 8);
  size_t l = get_local_id(0);
  L[l] = (int)get_global_size(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_global_id(0)] = L[get_local_size(0) - 1 - l];
}
