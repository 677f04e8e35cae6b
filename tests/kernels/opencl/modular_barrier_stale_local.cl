//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//this assertion could not be proved

// s[0] and s[1] are 0 after the barrier; work-items 0 and 1 set them to 1,
// then call stage, whose barrier publishes both writes: work-item 2's
// assertion (line 25) fails. Only T is in stage's footprint, but its barrier
// orders s too: s must not keep its values from before the call.

void stage(__local int *T, int v) {
  __requires(v >= 0);
  __ensures(__no_read(T) && __no_write(T));
  T[get_local_id(0)] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
}

__kernel void modular_barrier_stale_local(__global int *out) {
  __local int s[64];
  __local int T[64];
  s[get_local_id(0)] = 0;
  __barrier_invariant_2(s[get_local_id(0)] == 0, 0, 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) < 2) s[get_local_id(0)] = 1;
  stage(T, 1);
  if (get_local_id(0) >= 2) __assert(s[0] == 0 || s[1] == 0); // error: this assertion could not be proved
  out[get_global_id(0)] = T[get_local_id(0)];
}
