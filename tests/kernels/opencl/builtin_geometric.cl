//pass
//--local_size=64 --num_groups=8

// Geometric and relational builtins on data: dot, length, normalize,
// cross, isnan; a result depends on the lanes only, so equal inputs give
// results of equal bits (a float compared with == may be a NaN).
__kernel void geometric(__global float4 *v, __global float *n, __global int4 *flags) {
  size_t i = get_global_id(0);
  float4 a = v[i];
  float4 b = a;
  n[i] = dot(a, a) + length(a) + distance(a, b);
  __assert(as_int(dot(a, b)) == as_int(dot(a, a)));
  __assert(as_int(normalize(a).y) == as_int(normalize(b).y));
  v[i] = cross(a, b) + fast_normalize(a);
  flags[i] = isnan(a) | isgreater(a, b);
}
