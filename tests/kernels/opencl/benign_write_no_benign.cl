//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --no-benign
//possible write-write race on

// benign_write.cl with --no-benign: writes of the same value to one cell
// (the local cell at line 10, the global one at line 11) now count as
// write-write races.

__kernel void benign_write_no_benign(__global uint *size_out, __global uint *out) {
  __local uint size[1];
  size[0] = get_local_size(0);  // error: possible write-write race on size
  size_out[0] = get_local_size(0);  // error: possible write-write race on size_out
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = size[0];
}
