// Every thread writes B[0] (f * 0 is 0), a real race. Floats are
// uninterpreted, so the index is whatever the model's float32 operations
// give: the replay takes the model's elements of float32 (#N) and
// asks the model for the operations applied to them.
__global__ void float_model_values(int *B) {
  float f = (float)threadIdx.x;
  int i = (int)(f * 0.0f);
  B[i] = threadIdx.x;
}
