//pass
//--local_size=64 --num_groups=16

// Pointer arithmetic: each group offsets the buffers to its own 64-element
// row, and a private pointer walks through a local array.

__kernel void pointer_arith(__global int *A, __global const int *B) {
  __local int tmp[64];
  __global int *row = A + get_group_id(0) * get_local_size(0);
  __global const int *src = B + get_group_id(0) * get_local_size(0);
  uint t = get_local_id(0);
  __local int *mine = tmp + t;
  *mine = src[t];
  *mine *= 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  row[t] = *(tmp + (63 - t));
}
