//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible read-write race on p

// Once the field points into `p`, a write through it at the next index
// races with the neighbour's read of p.
struct view {
  __global int *data;
};

__kernel void struct_param_pointer_assigned_race(__global int *p, struct view v) {
  size_t i = get_global_id(0);
  v.data = p;
  v.data[i + 1] = 5;
  int x = p[i];  // error: possible read-write race on p
  v.data[i] = x;
}
