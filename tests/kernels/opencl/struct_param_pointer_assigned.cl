//pass
//--local_size=64 --num_groups=8

// A struct argument holding a pointer, assigned in the kernel: its field
// points to its own array at first, and to `p`'s once set to `p`.
struct view {
  __global int *data;
  int scale;
};

__kernel void struct_param_pointer_assigned(__global int *p, struct view v) {
  size_t i = get_global_id(0);
  v.scale = 2;
  v.data[i] = v.scale;
  v.data = p;
  v.data[i] = 5;
  p[i] += 1;
}
