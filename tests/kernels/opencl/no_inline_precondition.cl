//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --no-inline
//a precondition (for this call|of \S+) could not be proved

// The kernel passes its argument hi to clamp_to (line 16) without knowing
// that it is non-negative, which clamp_to's precondition requires.

int clamp_to(int x, int hi) {
  __requires(hi >= 0);
  __ensures(__return_val_int() >= 0 && __return_val_int() <= hi);
  return x < 0 ? 0 : (x > hi ? hi : x);
}

__kernel void no_inline_precondition(__global const int *in, __global int *out, int hi) {
  uint g = get_global_id(0);
  out[g] = clamp_to(in[g], hi);  // error: a precondition of clamp_to could not be proved at this call
}
