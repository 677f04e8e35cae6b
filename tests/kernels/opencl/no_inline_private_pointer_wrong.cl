//xfail:NOT_ALL_VERIFIED
//--local_size=10 --num_groups=1 --no-inline
//a postcondition of first_small

// The helper's private array holds anything below 10, so its promise of a
// result below 5 does not hold for every caller.

int first_small(int *x) {
  __requires(x[get_global_id(0)] < 10);
  __ensures(__return_val_int() < 5);  // error: a postcondition of first_small.1 could not be proved
  return x[get_global_id(0)];
}

__kernel void foo(__global int *A) {
  int x[10] = {0, 1, 2, 3, 4, 0, 1, 2, 3, 4};
  A[get_global_id(0)] = first_small(x);
}
