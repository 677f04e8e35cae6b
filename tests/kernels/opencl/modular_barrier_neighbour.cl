//pass
//--local_size=64 --num_groups=4 --no-inline

// Each work-item writes s[l], calls stage (which writes T and ends with a
// barrier), then reads its neighbour's s and T elements: the callee's
// barrier orders every access to local memory, not only to T.

void stage(__local int *T, int v) {
  __requires(v >= 0);
  __ensures(__no_read(T) && __no_write(T));
  T[get_local_id(0)] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
}

__kernel void modular_barrier_neighbour(__global int *out) {
  __local int s[64];
  __local int T[64];
  uint l = get_local_id(0);
  s[l] = l;
  stage(T, 1);
  out[get_global_id(0)] = s[(l + 1) % 64] + T[(l + 1) % 64];
}
