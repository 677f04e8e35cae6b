//pass
//--blockDim=64 --gridDim=4

// Node holds arrays (of ints, and of structs holding shorts): each thread
// indexes its own node's arrays, copies the node to a local, changes the
// copy, and writes a result of its own.

struct Inner {
  short s[3];
};

struct Node {
  int keys[4];
  Inner in[2];
  float val;
};

__global__ void struct_array_field(Node *nodes, int *out, int j) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  nodes[t].keys[j & 3] = t;
  nodes[t].in[1].s[2] = 1;
  Node copy = nodes[t];
  copy.keys[1] = 7;
  out[t] = copy.keys[j & 3] + copy.in[j & 1].s[0];
}
