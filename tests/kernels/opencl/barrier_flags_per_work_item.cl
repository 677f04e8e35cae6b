//pass
//--local_size=64 --num_groups=8

// Flags that differ between work-items: the barrier fences local memory
// for work-item 0 alone, whose read before it is then ordered with
// work-item 1's write after it.

__kernel void flags(__local int *p, __global int *out) {
  int x = get_local_id(0) == 0 ? CLK_LOCAL_MEM_FENCE : 0;
  int y = 0;
  if (get_local_id(0) == 0)
    y = p[0];
  barrier(x);
  if (get_local_id(0) == 1)
    p[0] = y + 1;
  out[get_global_id(0)] = y;
}
