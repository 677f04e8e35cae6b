//pass
//--local_size=16 --num_groups=4

// __write_offset_bytes of a pointer that may reach either of two arrays is
// the offset logged in the array it reaches (when thread 1's log holds a
// write of it); in code, as in assertions.
__kernel void offset_bytes_several_arrays(__local int *p, __local int *q, int x,
                                          __global int *out) {
  __local int *r = x ? p : q;
  r[get_local_id(0)] = 1;
  __assert(__implies(x != 0 && __write(p),
                     __write_offset_bytes(r) == get_local_id(0) * sizeof(int)));
  size_t seen = __write_offset_bytes(r);
  out[get_global_id(0)] = seen;
}
