//pass
//--blockDim=32 --gridDim=8

// An enum selects the operation and a constexpr constant gives the tile
// width (equal to the block size); each thread combines its own elements.

enum Op { OP_ADD, OP_MUL, OP_MAX };
constexpr unsigned kTile = 32;

__global__ void enum_constexpr(int *A, const int *B, Op op) {
  __requires(op == OP_ADD || op == OP_MUL || op == OP_MAX);
  unsigned i = blockIdx.x * kTile + threadIdx.x;
  int a = A[i], b = B[i];
  switch (op) {
  case OP_ADD: A[i] = a + b; break;
  case OP_MUL: A[i] = a * b; break;
  default:     A[i] = a > b ? a : b; break;
  }
}
