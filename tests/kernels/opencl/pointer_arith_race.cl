//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible [a-z-]+ race on

// The group's row pointer is offset by the group id alone (line 10), so the
// rows of consecutive groups overlap: work-item 1 of group 0 and work-item 0
// of group 1 both write A[1] (line 13), with values from B[1] and B[64].

__kernel void pointer_arith_race(__global int *A, __global const int *B) {
  __global int *row = A + get_group_id(0);
  __global const int *src = B + get_group_id(0) * get_local_size(0);
  uint t = get_local_id(0);
  row[t] = src[t] * 3;  // error: possible write-write race on A
}
