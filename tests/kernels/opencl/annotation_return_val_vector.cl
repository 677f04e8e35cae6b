//pass
//--local_size=64 --num_groups=4 --no-inline

// __return_val_int2() names a vector result in a postcondition.
int2 swap(int2 v) {
  __ensures(__return_val_int2().x == v.y);
  __ensures(__return_val_int2().y == v.x);
  return v.yx;
}

__kernel void return_val_vector(__global int2 *out) {
  int2 s = swap((int2)(3, 4));
  __assert(s.x == 4 && s.y == 3);
  out[get_global_id(0)] = s;
}
