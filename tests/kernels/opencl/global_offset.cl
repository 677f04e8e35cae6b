//pass
//--local_size=64 --num_groups=64 --global_offset=[64,8]

// OpenCL's global offset: every global id is shifted by it, and
// get_global_offset returns it (0 in the dimensions not given).

__kernel void shifted(__global int *A) {
  __assert(get_global_id(0) >= 64 && get_global_id(0) < 64 + 4096);
  __assert(get_global_id(1) == 8);
  __assert(get_global_offset(0) == 64 && get_global_offset(1) == 8);
  __assert(get_global_offset(2) == 0);
  A[get_global_id(0) - get_global_offset(0)] = get_local_id(0);
}
