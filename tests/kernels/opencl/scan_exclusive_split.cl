//pass
//--global_size=1024 --local_size=128

// Exclusive scan in place: each step reads the element `off` places down
// into a private register, a barrier separates the reads from the writes of
// the work-items' own elements, and a second barrier ends the step; the
// final shift reads the left neighbour after the loop's last barrier.

#define N 128

__kernel void scan_exclusive_split(__global const uint *in, __global uint *out) {
  __local uint s[N];
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1;
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off *= 2) {
    uint v = t >= off ? s[t - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[t] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = t == 0 ? 0 : s[t - 1];
}
