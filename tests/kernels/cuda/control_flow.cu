//pass
//--blockDim=64 --gridDim=8

// break, continue, a do-while and a ternary, all on thread-private values:
// the loops only read input and update registers, and each thread then
// writes its own element.

__global__ void control_flow(const int *in, int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  for (unsigned k = 0; k < 16; k++) {
    int v = in[16 * g + k];
    if (v < 0)
      continue;
    if (v > 1000)
      break;
    acc += v;
  }
  int steps = 0;
  do {
    acc = acc / 2;
    steps++;
  } while (acc > 0 && steps < 8);
  out[g] = steps > 4 ? acc : -acc;
}
