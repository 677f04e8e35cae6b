//xfail:NOT_ALL_VERIFIED
//--local_size=[16,4] --num_groups=[4,4]
//possible [a-z-]+ race on

// A 2-D work-group writing a local row indexed by x only (line 11):
// work-items (x, 0) and (x, 1) write row[x] with different values.

__kernel void local_2d_race(__global int *out) {
  __local int row[16];
  uint x = get_local_id(0), y = get_local_id(1);
  row[x] = y;  // error: possible write-write race on row
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = row[(x + 1) % 16];
}
