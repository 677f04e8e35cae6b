//pass
//--local_size=64 --num_groups=8

// A helper function takes a __global pointer to a struct and updates two
// fields through ->; each work-item passes a pointer to its own element.

typedef struct {
  int count;
  int sum;
} stat_t;

void accumulate(__global stat_t *s, int v) {
  s->count += 1;
  s->sum += v;
}

__kernel void pointer_to_struct(__global stat_t *stats, __global const int *in) {
  uint g = get_global_id(0);
  accumulate(&stats[g], in[g]);
  accumulate(stats + g, 2 * in[g]);
}
