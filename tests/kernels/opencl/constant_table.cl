//pass
//--local_size=64 --num_groups=2

// A constant lookup table with an initialiser: its values are known, so
// the assertion that every entry is below 8 holds.

__constant int WEIGHTS[4] = {1, 2, 4};

__kernel void constant_table(__global int *out) {
  int w = WEIGHTS[get_local_id(0) % 4];
  __assert(w < 8);
  out[get_global_id(0)] = w;
}
