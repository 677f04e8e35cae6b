//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this invariant could not be proved to be maintained by the loop

// The loop condition tests p < n instead of 2 * p <= n, so from p == 4,
// n == 5 the loop doubles p to 8: the invariant p <= n (line 12) is not
// maintained.

__kernel void loop_invariant_maintained(__global uint *out, uint n) {
  __requires(n >= 1 && n <= 1024);
  uint p = 1;
  while (__invariant(p >= 1), __invariant(p <= n), p < n)  // error: this invariant could not be proved to be maintained by the loop
    p = 2 * p;
  out[get_global_id(0)] = p;
}
