//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on A

// Whether a pointer that may be null is above null is not defined: any
// answer, so the branch that makes every work-item write A[0] may run.

__kernel void order(int c, __global int *A) {
  __global int *a;
  if (c == 0)
    a = A;
  else
    a = NULL;
  if (a > (__global int *)0)
    A[get_global_id(0)] = get_global_id(0);
  else
    A[0] = get_global_id(0);  // error: possible write-write race on A
}
