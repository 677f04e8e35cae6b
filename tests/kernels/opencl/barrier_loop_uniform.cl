//pass
//--local_size=64 --num_groups=8

// A loop with barriers and a uniform trip count (rounds is a kernel
// argument): each round rotates the group's values by one place through
// local memory, reading in one barrier interval and writing in the next.

__kernel void barrier_loop_uniform(__global const int *in, __global int *out, uint rounds) {
  __local int s[64];
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint r = 0;
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       r < rounds; r++) {
    int v = s[(t + 1) % 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    s[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}
