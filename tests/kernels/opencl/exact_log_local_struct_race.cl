//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on r

// Every work-item initialises the group's range r[0] (lines 16, 17), then
// moves r[0].lo to 1 (line 18): work-item a's write of 1 races with
// work-item b's write of 0 to the same field at line 16.

typedef struct {
  int lo;
  int hi;
} range_t;

__kernel void exact_log_local_struct_race(__global int *out) {
  __local range_t r[1];
  r[0].lo = 0;
  r[0].hi = get_local_size(0);
  r[0].lo = 1; // error: possible write-write race on r.lo
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = r[0].hi - r[0].lo;
}
// cex@18: its access to r.lo at line 16
