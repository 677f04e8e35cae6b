//pass
//--local_size=64 --num_groups=8 --cl-std=CL2.0

// OpenCL 2.0 generic address space: add_to takes an unqualified pointer and
// is called with both a __local and a __global pointer; work_group_barrier
// separates the local writes from the mirrored reads.

void add_to(int *p, int v) {
  *p += v;
}

__kernel void generic_address_space(__global int *A) {
  __local int s[64];
  uint t = get_local_id(0), g = get_global_id(0);
  s[t] = A[g];
  add_to(&s[t], 1);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  add_to(&A[g], s[63 - t]);
}
