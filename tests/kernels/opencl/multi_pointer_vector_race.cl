//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on

// r points into p or q, chosen by the group: work-item i reads the float4
// after its own (line 11), which work-item i + 1 writes (line 12), reported
// at the write.

kernel void multi_pointer_vector_race(global float4 *p, global float4 *q) {
  global float4 *r = get_group_id(0) == 1 ? p : q;
  size_t i = get_global_id(0);
  float4 v = r[i + 1];
  r[i] = 2 * v; // error: possible write-read race on
}
