//pass
//--local_size=[4,4,4] --num_groups=[2,2,2]

// A 3-D NDRange: each work-item linearises its global (x, y, z) id and
// writes its own element, using all three local ids as data.

__kernel void local_3d(__global uint *A) {
  uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  uint w = get_global_size(0), h = get_global_size(1);
  A[(z * h + y) * w + x] = get_local_id(0) + 4 * get_local_id(1) + 16 * get_local_id(2);
}
