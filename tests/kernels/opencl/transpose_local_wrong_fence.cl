//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//possible [a-z-]+ race on

// The tiled transpose with a barrier that fences only global memory
// (line 17): it does not order the local tile, so work-item (1,0) reading
// tile[1][0] races with work-item (0,1) writing it.

#define T 16
#define W 64

__kernel void transpose_local_wrong_fence(__global const float *in, __global float *out) {
  __local float tile[T][T + 1];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint gx = get_group_id(0), gy = get_group_id(1);
  tile[ly][lx] = in[(gy * T + ly) * W + gx * T + lx];
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[(gx * T + ly) * W + gy * T + lx] = tile[lx][ly];  // error: possible read-write race on tile
}
