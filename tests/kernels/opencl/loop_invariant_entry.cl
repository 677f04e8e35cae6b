//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this loop invariant could not be proved on entry

// The invariant p <= n (line 11) fails on entry for n == 0: the kernel
// lacks the precondition n >= 1.

__kernel void loop_invariant_entry(__global uint *out, uint n) {
  __requires(n <= 1024);
  uint p = 1;
  while (__invariant(p >= 1), __invariant(p <= n), 2 * p <= n)  // error: this loop invariant could not be proved on entry
    p = 2 * p;
  out[get_global_id(0)] = p;
}
