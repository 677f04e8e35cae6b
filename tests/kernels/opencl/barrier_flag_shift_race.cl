//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible read-write race on G

// ~0u >> 31 is 1, CLK_LOCAL_MEM_FENCE alone: the barrier does not order
// global memory, and the read of G[t + 1] races with work-item t + 1's
// write. The flags were folded as -1 (both fences), and the race missed.
// OpenCL takes a shift's count modulo the width: 1 << 33 is 2.

__kernel void barrier_flag_shift_race(__global int *G, __global int *out) {
  int t = get_local_id(0);
  G[t] = t;
  barrier((~0u >> 31) | ((1 << 33) & 1));
  out[t] = G[t + 1]; // error: possible read-write race on G
}
