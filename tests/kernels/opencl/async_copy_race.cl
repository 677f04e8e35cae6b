//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible read-write race on tile

// The copy into tile is never waited for: the read at line 11 may run
// while another work-item's part of the copy writes the element.

__kernel void async_copy_race(__global float *p) {
  __local float tile[64];
  async_work_group_copy(tile, p + 64 * get_group_id(0), 64, 0);
  p[get_global_id(0)] = 2 * tile[63 - get_local_id(0)];  // error: possible read-write race on tile
}
// error@11: possible write-read race on p
