//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible .*race on heads.pointee.value

// The nodes reached through `next` are in the heap the heads point into:
// a thread incrementing the node after its own may race with the thread
// whose head that node is.

struct Node {
  int value;
  Node *next;
};

__global__ void heap_list_shared_nodes_race(Node **heads) {
  Node *mine = heads[threadIdx.x];
  mine->value = 0;
  if (mine->next) {
    mine->next->value += 1;  // error: possible write-read race on heads.pointee.value
  }
}
// error@18: possible read-write race on heads.pointee.value
