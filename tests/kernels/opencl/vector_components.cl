//pass
//--local_size=64 --num_groups=8

// Four work-items share one int4: work-item g writes component g % 4 of
// V[g / 4], so each component has exactly one writer.

__kernel void vector_components(__global int4 *V) {
  uint g = get_global_id(0);
  switch (g % 4) {
  case 0: V[g / 4].x = g; break;
  case 1: V[g / 4].y = g; break;
  case 2: V[g / 4].s2 = g; break;
  default: V[g / 4].s3 = g; break;
  }
}
