//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on s

// Every work-item reads s[0] (line 12), then writes the group id to it (line
// 13). The writes are equal within a group (benign), but work-item a's write
// races with work-item b's read, at line 12.

__kernel void exact_log_read_then_write_race(__global int *out) {
  __local uint s[1];
  uint g = get_global_id(0);
  out[g] = s[0];
  s[0] = get_group_id(0); // error: possible write-read race on s
}
// cex@13: its access to s at line 12
