//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A

// T is {{2, 0}, {3, 4}}: T[0][1] is the zero C pads the first row with, so
// every work-item writes its id to A[0] at line 11, e.g. work-items 0 and 1.
// Read as the flat list {3, 4}, T[0][1] would be 4 and A[4 * lid] distinct.

__constant int T[2][2] = {{2}, {3, 4}};

__kernel void constant_nested_init_race(__global int *A) {
  A[T[0][1] * get_local_id(0)] = get_local_id(0); // error: possible write-write race on A
}
