//pass
//--local_size=64 --num_groups=4 --no-inline

// __ptr_offset_bytes counts bytes: the callee receives a + 1, 4 bytes into
// a, and q = p + 1 lies 8 bytes in.

void bar(__global int *p) {
  __requires(__ptr_offset_bytes(p) == 4);
  __global int *q = p + 1;
  __assert(__ptr_offset_bytes(q) == 8);
}

__kernel void ptr_offset_bytes(__global int *a) {
  bar(a + 1);
}
