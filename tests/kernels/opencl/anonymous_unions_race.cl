//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-write race on boxes

// The second anonymous union's int and float share their bytes: thread 1
// reads as an int what thread 0 writes as a float.

typedef struct {
  union {
    float m_min[4];
    float4 m_minVec;
  };
  union {
    float m_max[4];
    int m_maxIndices[4];
  };
} Aabb;

__kernel void extents(__global Aabb *boxes, __global int *out) {
  int i = get_global_id(0);
  if (i == 0)
    boxes[0].m_max[1] = 2.0f;
  if (i == 1)
    out[1] = boxes[0].m_maxIndices[1];  // error: possible read-write race on boxes
}
