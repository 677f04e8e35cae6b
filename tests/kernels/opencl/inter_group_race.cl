//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// Every group writes the same 64 elements (line 9): work-item 0 of group 0
// and work-item 0 of group 1 write A[0], with values 0 and 1.

__kernel void inter_group_race(__global uint *A) {
  A[get_local_id(0)] = get_group_id(0);  // error: possible write-write race on A
}
