//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on

// Thread t writes element 2 of the shorts in its node's second Inner
// (line 19); thread t reads element 1 or 2 of the same array in node t + 1
// (line 20), which thread t + 1 writes.

struct Inner {
  short s[3];
};

struct Node {
  int keys[4];
  Inner in[2];
};

__global__ void struct_array_field_race(Node *nodes, int *out, int j) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  nodes[t].in[1].s[2] = 1;
  out[t] = nodes[t + 1].in[1].s[(j & 1) + 1]; // error: possible read-write race on
}
