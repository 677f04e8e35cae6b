//pass
//--local_size=64 --num_groups=4

// Pointers that may reach either of two arrays, compared for order: the
// same array orders them by offset, different arrays (or null) in any
// order. Either branch here writes only the work-item's own element.

__kernel void order(int c, __global int *A, __global int *B) {
  __global int *p;
  if (c)
    p = A;
  else
    p = B;
  int i = get_global_id(0);
  if (p + i > A)
    A[i] = i;
  else
    B[i] = i;
}
