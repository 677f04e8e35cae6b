//pass
//--local_size=64 --num_groups=8

// A kernel postcondition: each work-item's element of out ends up holding
// its local id plus the bias; the precondition keeps the sum from
// overflowing.

__kernel void kernel_ensures(__global int *out, int bias) {
  __requires(bias >= 0 && bias < 1000);
  __ensures(out[get_global_id(0)] == (int)get_local_id(0) + bias);
  out[get_global_id(0)] = (int)get_local_id(0) + bias;
}
