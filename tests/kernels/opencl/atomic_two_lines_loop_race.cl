//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-atomic race on count

// Each work-item takes a ticket with atomic_inc (one statement on lines 11
// and 12), spins through a loop on private data, then reads count[0] with a
// plain load (line 16), racing with the other work-items' atomic increments.

__kernel void atomic_two_lines_loop_race(__global uint *count, __global uint *out, uint n) {
  uint g = get_global_id(0);
  uint ticket =
      atomic_inc(&count[0]);
  uint h = ticket;
  for (uint i = 0; i < n; i++)
    h = h * 31 + i;
  out[g] = h + count[0]; // error: possible read-atomic race on count
}
