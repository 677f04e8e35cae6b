//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A

// The mask is the kernel's argument: every work-item writes the element
// its shuffled index lane names, which may be the same for all of them.

__kernel void shuffle_race(__global int *A, uint4 mask) {
  int4 ids = (int4)(get_local_id(0), 0, 0, 0);
  int4 r = shuffle(ids, mask);
  A[r.y] = get_local_id(0); // error: possible write-write race on A
}
