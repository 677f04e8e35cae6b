//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// A list the host built, ending in a null `next`: the walk ends, and the
// code after it is reached. (Were the host's pointers never null, the loop
// would never end and the false assertion after it would verify.)

struct Node {
  int value;
  Node *next;
};

__global__ void heap_null_terminated_list(Node **heads, int *out) {
  Node *p = heads[threadIdx.x];
  int sum = 0;
  while (p != NULL) {
    sum += p->value;
    p = p->next;
  }
  __assert(sum == 12345); // error: this assertion could not be proved
  out[threadIdx.x] = sum;
}
