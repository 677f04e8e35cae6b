//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//heap_self_pointer_array.cu:17:7: error: unsupported: a pointer to a struct read from an array of such structs .it may point into that array.

// `next` in an array of nodes the kernel is given most likely points into
// that same array: a heap of its own (distinct from `nodes`) would miss
// the race below, so such a pointer is not read.

struct Node {
  int value;
  Node *next;
};

__global__ void heap_self_pointer_array(Node *nodes) {
  Node *mine = &nodes[threadIdx.x];
  mine->value = 0;
  if (mine->next) {
    mine->next->value += 1;
  }
}
