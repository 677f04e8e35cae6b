//pass
//--blockDim=64 --gridDim=1

// Reference parameters, as helper_math.h's operator+= and a swap use them:
// bound to an array element (lines 17, 21), to a local (lines 18, 19, 23:
// it then lives in memory of the thread's own), or, const, to a value
// (line 22). Each thread touches its own elements.

inline __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__device__ void bump(int &c, const int &by) { c += by; }
__device__ int twice(const int &v) { return 2 * v; }
__device__ void swap2(int &a, int &b) { int t = a; a = b; b = t; }

__global__ void reference_param(float3 *pos, const float3 *vel, int *A, int *B) {
  int t = threadIdx.x;
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  pos[t] += vel[t];
  acc += vel[t];
  int n = 1;
  bump(n, 41);
  __assert(n == 42);
  bump(A[t], t);
  __assert(twice(t + 1) == 2 * t + 2);
  int x = 1, y = 2;
  swap2(x, y);
  __assert(x == 2 && y == 1);
  swap2(B[t], B[t + 64]);
}
