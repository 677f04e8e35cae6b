//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// struct_array_field_passed_as_pointer.cu with the index read from the
// field the callee filled: ks[5] is 15 in every thread, so they all write
// data[15].

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
  data[g.ks[5]] = threadIdx.x; // error: possible write-write race
}
