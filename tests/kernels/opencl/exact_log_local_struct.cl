//pass
//--local_size=64 --num_groups=4

// exact_log_local_struct_race with work-item 0 alone initialising and
// moving the group's range, before the barrier.

typedef struct {
  int lo;
  int hi;
} range_t;

__kernel void exact_log_local_struct(__global int *out) {
  __local range_t r[1];
  if (get_local_id(0) == 0) {
    r[0].lo = 0;
    r[0].hi = get_local_size(0);
    r[0].lo = 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = r[0].hi - r[0].lo;
}
