//pass
//--blockDim=64 --gridDim=4

// A function may return a pointer into either of two arrays (a buffer
// chosen by a flag): the call's result is a pointer that may reach both,
// and each access goes to the one it reaches.

__device__ float *pick(bool second, float *a, float *b) {
  if (second)
    return b;
  return a;
}

__device__ float *either(bool second, float *a, float *b) { return second ? b : a; }

__global__ void function_returns_either_array(float *a, float *b, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *p = pick(flag != 0, a, b);
  p[i] = 1.0f;
  float *q = either(flag == 0, a, b);
  q[i] += 2.0f;
}
