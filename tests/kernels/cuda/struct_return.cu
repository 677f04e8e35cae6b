//pass
//--blockDim=64 --gridDim=1

// Device functions that return structs, and operators defined as functions,
// as CUDA's helper_math.h writes them: the result is a value per field
// (line 28 asserts each), and the index a thread writes comes out of one
// (line 29).

struct Cell {
  int row;
  int col;
};

inline __device__ int2 operator+(int2 a, int2 b) { return make_int2(a.x + b.x, a.y + b.y); }
inline __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ Cell cell_of(int i) {
  Cell c;
  c.row = i / 8;
  c.col = i % 8;
  return c;
}

__global__ void struct_return(float3 *pos, float *energy, int *grid) {
  int i = threadIdx.x;
  int2 q = make_int2(i, 1) + make_int2(0, 2);
  Cell c = cell_of(i);
  __assert(q.x == i && q.y == 3 && c.row * 8 + c.col == i);
  grid[cell_of(i).row * 8 + c.col] = q.y;
  energy[i] = dot(pos[i] * 0.5f, pos[i]);
}
