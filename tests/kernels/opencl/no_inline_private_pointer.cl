//pass
//--local_size=10 --num_groups=1 --no-inline

// Verified on its own, a helper's pointer to private memory reaches an
// array of each work-item's own, as its precondition describes it.

int first_small(int *x) {
  __requires(x[get_global_id(0)] < 10);
  __ensures(__return_val_int() < 10);
  return x[get_global_id(0)];
}

__kernel void foo(__global int *A) {
  int x[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  A[get_global_id(0)] = first_small(x);
}
