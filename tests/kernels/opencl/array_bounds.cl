//pass
//--local_size=32 --num_groups=4 --check-array-bounds

// Every access stays within its array: the local tile has one element per
// work-item and the private array is indexed below its length.

__kernel void array_bounds(__global int *out) {
  __local int tile[32];
  int scratch[4];
  uint t = get_local_id(0);
  tile[t] = (int)t;
  scratch[t % 4] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[31 - t] + scratch[t % 4];
}
