// Race-free: thread t writes A[4t .. 4t+3]. Without a loop invariant (the
// test gives --no-infer) the verifier enters the loop with any i, so it
// reports a race that no execution shows; the replay says so.
__global__ void loop_false_alarm(int *A) {
  for (int i = 0; i < 4; i++) {
    A[threadIdx.x * 4 + i] = i;
  }
}
