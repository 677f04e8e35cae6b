//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-write race on p

// barrier(0) makes the work-items wait but fences no memory: the writes
// on its two sides race.

__kernel void shift(__local int *p) {
  p[get_local_id(0)] = get_global_id(0);
  barrier(0);
  p[get_local_id(0) + 1] = get_global_id(0);  // error: possible write-write race on p
}
