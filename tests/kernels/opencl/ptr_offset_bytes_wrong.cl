//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//a precondition (for this call|of \S+) could not be proved

// __ptr_offset_bytes counts bytes, not elements: a + 1 is 4 bytes into a,
// so bar's precondition (line 9) fails at the call (line 13).

void bar(__global int *p) {
  __requires(__ptr_offset_bytes(p) == 1);
}

__kernel void ptr_offset_bytes_wrong(__global int *a) {
  bar(a + 1); // error: a precondition
}
