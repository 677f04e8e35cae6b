//pass
//

// Symbolic sizes. OpenCL requires the global size to fit in the device's
// size_t (32 bits here, as GPUVerify has it), so there are fewer than 2^32
// work-items per dimension and get_global_id(0) is distinct for any two.

__kernel void geometry_global_id(__global uint *A) {
  A[get_global_id(0)] = get_group_id(0);
}
