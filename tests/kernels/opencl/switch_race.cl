//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// A switch whose default case writes a shared slot (line 19): every
// work-item with g % 4 == 3 writes counts[0], each with its own g.

__kernel void switch_race(__global int *A, __global int *counts) {
  uint g = get_global_id(0);
  switch (g % 4) {
  case 0:
  case 1:
    A[g] = 1;
    break;
  case 2:
    A[g] = 2;
    break;
  default:
    counts[0] = g;  // error: possible write-write race on counts
    break;
  }
}
