//pass
//--local_size=64 --num_groups=4

// __constant arrays of structs and of vectors with initialisers (vector
// literals among them): every kernel knows each field of each element,
// elements not given are zero.

typedef struct {
  int weight;
  float scale;
  short taps[2];
} Filter;

__constant Filter filters[3] = {{1, 2.0f, {3, 4}}, {5, 6.0f, {7, 8}}};
__constant int3 offsets[2] = {(int3)(1, 2, 3), (int3)(4, 5, 6)};

__kernel void apply(__global int *out) {
  __assert(filters[1].weight == 5);
  __assert(filters[0].taps[1] == 4);
  __assert(filters[2].taps[0] == 0);
  __assert(offsets[1].y == 5);
  int i = get_global_id(0);
  out[i] = filters[i % 3].weight + offsets[i % 2].z;
}
