//xfail:COMMAND_LINE_ERROR
//--local_size=1024 --num_groups=4194305
//this launch has 4294968320 threads in dimension x \(1024 per group, 4194305 groups\), 2\^32 or more

// 2^32 + 1024 work-items in dimension 0: more than a 32-bit size_t can count
// (get_global_size(0) would wrap) and more than the verifier's geometry
// assumes, so the configuration must be rejected, not verified vacuously.

__kernel void geometry_too_many_work_items(__global uint *A) {
  A[get_global_id(0)] = get_group_id(0);
}
