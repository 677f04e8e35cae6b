//pass
//--blockDim=64 --gridDim=1

// A local array of structs with an initialiser: fields and elements it
// leaves out are zero, and an element may be a struct value
// (make_int4(...)).

struct Pair {
  int re;
  int im;
};

__global__ void init_struct_array(int *out, int j) {
  Pair table[3] = {{1, 2}, {3}};
  int4 v[2] = {make_int4(1, 2, 3, 4)};
  __assert(table[0].im == 2 && table[1].re == 3 && table[1].im == 0 && table[2].im == 0);
  __assert(v[0].w == 4 && v[1].x == 0);
  out[threadIdx.x] = table[j % 3].re + v[j & 1].y;
}
