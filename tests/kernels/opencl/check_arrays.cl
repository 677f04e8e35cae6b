//pass
//--local_size=64 --num_groups=2 --vcgen-op=/checkArrays:B

// GPUVerify's /checkArrays (here with the option's abbreviation, as its
// argument parser allows): races are checked on B only, so the race on
// A[0] is out of scope, and each work-item has its own element of B.

__kernel void check_arrays(__global int *A, __global int *B) {
  A[0] = B[get_global_id(0)];
  B[get_global_id(0)] = 1;
}
