//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access

// a is null unless mode is 0, and is written through either way (line 11).

__kernel void null_pointer_access(__global int *A, int mode) {
  __global int *a = NULL;
  if (mode == 0)
    a = A;
  a[get_global_id(0)] = 1;  // error: possible null pointer access
}
