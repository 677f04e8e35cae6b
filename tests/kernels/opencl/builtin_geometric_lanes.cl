//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: this assertion could not be proved

// normalize's lane x depends on every lane, not on lane x alone: vectors
// that differ only in lane y need not have the same x after normalizing.
__kernel void geometric_lanes(__global float4 *v) {
  float4 a = v[get_global_id(0)];
  float4 b = a;
  b.y = a.y + 1.0f;
  __assert(as_int(normalize(a).x) == as_int(normalize(b).x));  // error: this assertion could not be proved
}
