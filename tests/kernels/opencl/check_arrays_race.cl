//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --vcgen-opt=/checkArrays:A,B
//possible write-write race on A

// check_arrays.cl with races checked on both arrays: the race on A[0] is
// reported.

__kernel void check_arrays_race(__global int *A, __global int *B) {
  A[0] = B[get_global_id(0)]; // error: possible write-write race on A
  B[get_global_id(0)] = 1;
}
