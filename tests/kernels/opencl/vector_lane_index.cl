//pass
//--local_size=64 --num_groups=4

// Subscripting a vector (GEGL's color-to-alpha): `v[2]` is lane s2, and a
// lane chosen at run time (`v[k]` in a loop) is whichever lane k names.

__kernel void lanes(__global const int4 *in, __global int *out) {
  int i = get_global_id(0);
  int4 v = in[i];
  v[2] = 7;
  __assert(v.z == 7);
  int sum = 0;
  for (int k = 0; k < 4; k++) {
    if (v[k] < 0)
      v[k] = 0;
    sum += v[k];
  }
  __assert(v.x >= 0 && v.w >= 0);
  out[i] = sum;
}
