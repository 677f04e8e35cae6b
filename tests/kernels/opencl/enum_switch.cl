//pass
//--local_size=64 --num_groups=8

// An enum names the operation (passed as an int argument); a switch applies
// it to the work-item's own element.

typedef enum { OP_COPY = 0, OP_NEGATE = 1, OP_CLEAR = 2 } op_t;

__kernel void enum_switch(__global int *A, __global const int *B, int op_arg) {
  op_t op = (op_t)op_arg;
  uint g = get_global_id(0);
  switch (op) {
  case OP_COPY:   A[g] = B[g]; break;
  case OP_NEGATE: A[g] = -B[g]; break;
  case OP_CLEAR:  A[g] = 0; break;
  default:        break;
  }
}
