//pass
//--blockDim=64 --gridDim=2

// A method whose object is held in locals passes the object's array field
// to a method of another object (chacha20's `block.next(keystream8)`):
// the field is copied in for the call and back after it, so what the
// callee wrote through the pointer is the field's after the call.

struct Block {
  unsigned st[4];
  __device__ void fill(unsigned char out[8]) {
    for (int i = 0; i < 8; i++)
      out[i] = st[i % 4] + i;
  }
};

struct Gen {
  Block block;
  unsigned char ks[8];
  __device__ void refill() { block.fill(ks); }
};

__global__ void keystream(unsigned char *data) {
  Gen g;
  for (int j = 0; j < 4; j++)
    g.block.st[j] = j * 10;
  g.refill();
  __assert(g.ks[5] == 15);
  data[blockIdx.x * blockDim.x + threadIdx.x] = g.ks[threadIdx.x % 8];
}
