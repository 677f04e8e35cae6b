//pass
//--blockDim=64 --gridDim=8

// Constructors whose bodies are empty (HeCBench's hogbom `Position(x, y)`,
// CUDA's `dim3 d(x, y)`): the fields are what the member initialisers and
// the default member initialisers give.

struct Position {
    __host__ __device__ Position(int _x, int _y) : x(_x), y(_y) {}
    int x;
    int y;
};

struct Cell {
    __device__ Cell(int r) : row(r) {}
    int row;
    int width = 64;
};

__device__ int index(Position p, int width) { return p.y * width + p.x; }

__global__ void fill(int *A)
{
    Position p(threadIdx.x, blockIdx.x);
    Cell c(blockIdx.x);
    dim3 d(threadIdx.x, 2);
    A[index(p, c.width)] = d.x + d.y + d.z;
    A[index(Position(threadIdx.x, blockIdx.x + gridDim.x), c.width)] = c.row;
}
