// Race-free: thread t writes A[16t .. 16t+15] (16 iterations: a loop of up
// to 8 would be unrolled). Without a loop invariant (--no-infer) the loop is
// entered with any i: a race no execution shows, as the replay says.
__global__ void loop_false_alarm(int *A) {
  for (int i = 0; i < 16; i++) {
    A[threadIdx.x * 16 + i] = i;
  }
}
