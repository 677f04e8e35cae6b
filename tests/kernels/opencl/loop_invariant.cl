//pass
//--local_size=64 --num_groups=4

// A while loop doubling p up to n: the invariants (p is a power of two, at
// least 1, at most n) are inductive, and with the exit condition give the
// assertion after the loop.

__kernel void loop_invariant(__global uint *out, uint n) {
  __requires(n >= 1 && n <= 1024);
  uint p = 1;
  while (__invariant(__is_pow2(p)), __invariant(p >= 1), __invariant(p <= n), 2 * p <= n)
    p = 2 * p;
  __assert(p <= n && n < 2 * p);
  out[get_global_id(0)] = p;
}
