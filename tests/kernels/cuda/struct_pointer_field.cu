//pass
//--blockDim=64 --gridDim=8

// A struct argument carrying the output pointer and its scale: each
// thread writes its own element through the struct's pointer field.

struct Out {
  float *data;
  float scale;
};

__global__ void struct_pointer_field(Out out, const float *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out.data[i] = in[i] * out.scale;
}
