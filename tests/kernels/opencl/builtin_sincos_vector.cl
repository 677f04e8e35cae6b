//pass
//--local_size=64 --num_groups=4

// sincos on a vector (GEGL's diffraction-patterns): the sines returned,
// the cosines written lane by lane where the pointer says, here a
// work-item's own element.

__kernel void waves(__global const float2 *phase, __global float2 *sines,
                    __global float2 *cosines) {
  int i = get_global_id(0);
  float2 c;
  float2 s = sincos(phase[i], &c);
  sines[i] = s;
  cosines[i] = c;
  float3 c3;
  float3 s3 = sincos((float3)(phase[i].x, phase[i].y, 0.5f), &c3);
  sines[i] += s3.xy + c3.xy;
}
