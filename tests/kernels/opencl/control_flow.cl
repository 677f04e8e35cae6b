//pass
//--local_size=64 --num_groups=8

// A bounded Collatz walk (while with break), a digit count (do-while), a
// loop with continue and a ternary, all on private values; each work-item
// then writes its own element.

__kernel void control_flow(__global const uint *in, __global uint *out) {
  uint g = get_global_id(0);
  uint x = in[g], steps = 0;
  while (x != 1) {
    if (steps == 100)
      break;
    x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
    steps++;
  }
  uint digits = 0, y = in[g];
  do {
    y /= 10;
    digits++;
  } while (y != 0);
  uint odd = 0;
  for (uint k = 0; k < 8; k++) {
    if (k % 2 == 0)
      continue;
    odd += k;
  }
  out[g] = steps + digits + odd;
}
