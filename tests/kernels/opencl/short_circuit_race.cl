//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// short_circuit.cl with the comparison moved before the barrier: the bounds
// check still stops work-item 63, but work-item 0 reads s[1] (line 13)
// while work-item 1 writes it (line 12).

__kernel void short_circuit_race(__global const int *in, __global int *flags) {
  __local int s[64];
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  flags[get_global_id(0)] = (t + 1 < 64 && s[t + 1] < s[t]) ? 1 : 0;  // error: possible read-write race on s
  barrier(CLK_LOCAL_MEM_FENCE);
}
