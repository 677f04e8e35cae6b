//pass
//--local_size=64 --num_groups=1

// An atomic operation through a pointer that may reach either of two
// arrays operates on whichever it reaches; atomics never race each other.

kernel void count(local int *hits, local int *misses, global const int *flags,
                  global int *out) {
  int tid = get_local_id(0);
  local int *p;
  if (flags[tid])
    p = hits + tid % 8;
  else
    p = misses + tid % 8;
  out[tid] = atomic_inc(p);
}
