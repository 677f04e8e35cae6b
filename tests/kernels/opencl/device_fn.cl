//pass
//--local_size=64 --num_groups=8

// Helper functions, inlined at their calls: one loads a tile into local
// memory through pointers it is given, one computes a neighbour index.

uint neighbour(uint t, uint n) {
  return (t + 1) % n;
}

void load_tile(__local int *tile, __global const int *src, uint t) {
  tile[t] = src[t];
}

__kernel void device_fn(__global const int *in, __global int *out) {
  __local int tile[64];
  uint t = get_local_id(0), base = get_group_id(0) * 64;
  load_tile(tile, in + base, t);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + t] = tile[neighbour(t, 64)];
}
