//pass
//--local_size=64 --num_groups=16

// A struct of parameters passed by value to the kernel; each work-item
// reads its fields and writes its own element.

typedef struct {
  uint n;
  int scale;
  int offset;
} params_t;

__kernel void struct_by_value(params_t p, __global const int *in, __global int *out) {
  uint g = get_global_id(0);
  if (g < p.n)
    out[g] = p.scale * in[g] + p.offset;
}
