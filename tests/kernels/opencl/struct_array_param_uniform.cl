//pass
//--local_size=64 --num_groups=4

// The struct argument is the same for every work-item, its array included:
// the barrier under a condition on it is reached by all or by none.

struct s {
  int a[5];
};

__kernel void struct_array_param_uniform(__global int *p, struct s q) {
  if (q.a[2] > 0) {
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
  p[get_global_id(0)] = q.a[1];
}
