//pass
//--local_size=64 --num_groups=4

// Two anonymous unions in one struct, as Bullet's b3AabbCL has: each is a
// field of its own, and each member reads the bytes its union holds.

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

__kernel void extents(__global Aabb *boxes, __global float *width) {
  int i = get_global_id(0);
  width[i] = boxes[i].m_max[0] - boxes[i].m_minVec.x;
  boxes[i].m_maxIndices[3] = i;
  boxes[i].m_min[3] = 0.0f;
}
