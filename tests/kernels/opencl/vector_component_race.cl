//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// Components chosen by g % 2 while vectors are chosen by g / 4: work-items
// 0 and 2 both write V[0].x (line 11), with values 0 and 2.

__kernel void vector_component_race(__global int4 *V) {
  uint g = get_global_id(0);
  if (g % 2 == 0)
    V[g / 4].x = g;  // error: possible write-write race on V.s0
  else
    V[g / 4].y = g;  // error: possible write-write race on V.s1
}
