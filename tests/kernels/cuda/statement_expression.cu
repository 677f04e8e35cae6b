//pass
//--blockDim=32 --gridDim=4

// GNU statement expressions, as PPCG's generated code uses them
// (`ppcg_min` in a loop bound): the statements run in order and the last
// expression is the value. Each thread copies its own elements.

#define ppcg_min(x, y) ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); _x < _y ? _x : _y; })

__global__ void copy(const float *in, float *out, int n) {
  int t = blockIdx.x * 32 + threadIdx.x;
  for (int c = 0; __invariant(c % 4 == 0), __invariant(__write_implies(out, __write_offset_bytes(out) / sizeof(float) % 128 == t)), c <= ppcg_min(31, n - 1); c += 4)
    out[128 * c / 4 + t] = in[128 * c / 4 + t];
  int last = ({ int k = t; k * 2; });
  __assert(last == 2 * t);
}
