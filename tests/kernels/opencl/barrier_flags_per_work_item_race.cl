//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-read race on p

// Every work-item reads p[0], but only work-item 0's flags fence local
// memory: work-item 2's read is not ordered with work-item 1's write.

__kernel void flags(__local int *p, __global int *out) {
  int x = get_local_id(0) == 0 ? CLK_LOCAL_MEM_FENCE : 0;
  int y = p[0];
  barrier(x);
  if (get_local_id(0) == 1)
    p[0] = y + 1;  // error: possible write-read race on p
  out[get_global_id(0)] = y;
}
