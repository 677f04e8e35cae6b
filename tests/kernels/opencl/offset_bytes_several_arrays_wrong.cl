//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: this assertion could not be proved

// The element written is the work-item's own, not the next one.
__kernel void offset_bytes_several_arrays_wrong(__local int *p, __local int *q, int x) {
  __local int *r = x ? p : q;
  r[get_local_id(0)] = 1;
  __assert(__implies(x != 0 && __write(p),  // error: this assertion could not be proved
                     __write_offset_bytes(r) == (get_local_id(0) + 1) * sizeof(int)));
}
