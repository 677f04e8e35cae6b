//pass
//--local_size=64 --num_groups=8

// An array of structs: each work-item updates the pos field of its own body
// and reads the mass field of its neighbour, which no work-item writes.
// Different fields are different memory, so there is no race.

typedef struct {
  float pos;
  float vel;
  float mass;
} body_t;

__kernel void struct_neighbour_field(__global body_t *b, float dt) {
  uint g = get_global_id(0);
  float m = b[(g + 1) % get_global_size(0)].mass;
  b[g].pos += b[g].vel * dt * m;
}
