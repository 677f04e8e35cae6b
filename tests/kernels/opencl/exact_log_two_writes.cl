//pass
//--local_size=64 --num_groups=4

// exact_log_two_writes_race with a barrier between the two writes: each
// interval's writes are equal (benign), and the barrier orders them.

__kernel void exact_log_two_writes(__global int *out) {
  __local int flag[1];
  flag[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  flag[0] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = flag[0];
}
