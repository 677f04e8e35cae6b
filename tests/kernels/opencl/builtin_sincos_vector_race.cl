//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on cosines

// Every work-item's cosines go to element 0: those writes race.

__kernel void waves(__global const float2 *phase, __global float2 *sines,
                    __global float2 *cosines) {
  int i = get_global_id(0);
  sines[i] = sincos(phase[i], &cosines[0]);  // error: possible write-write race on cosines.s1
}
// error@10: possible write-write race on cosines.s0
