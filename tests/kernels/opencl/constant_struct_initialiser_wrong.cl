//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// The second filter's weight is 5, not 6.

typedef struct {
  int weight;
  float scale;
  short taps[2];
} Filter;

__constant Filter filters[3] = {{1, 2.0f, {3, 4}}, {5, 6.0f, {7, 8}}};

__kernel void apply(__global int *out) {
  __assert(filters[1].weight == 6);  // error: this assertion could not be proved
  out[get_global_id(0)] = filters[get_global_id(0) % 3].weight;
}
