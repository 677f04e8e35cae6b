//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//error: a postcondition could not be proved

// The postcondition names the lanes the wrong way round.
int2 swap(int2 v) {
  __ensures(__return_val_int2().x == v.x);  // error: a postcondition of swap.1 could not be proved
  return v.yx;  // error: a postcondition could not be proved on this return path
}

__kernel void return_val_vector_wrong(__global int2 *out) {
  out[get_global_id(0)] = swap((int2)(3, 4));  // error: a postcondition of swap could not be proved for this call
}
