//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// As struct_neighbour_field, but the neighbour's pos field is read
// (line 16): work-item 0 reads b[1].pos while work-item 1 updates it.

typedef struct {
  float pos;
  float vel;
  float mass;
} body_t;

__kernel void struct_neighbour_field_race(__global body_t *b, float dt) {
  uint g = get_global_id(0);
  float p = b[(g + 1) % get_global_size(0)].pos;
  b[g].pos += (p - b[g].pos) * dt;  // error: possible write-read race on b.pos
}
