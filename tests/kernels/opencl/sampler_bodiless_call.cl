//pass
//--local_size=2 --global_size=4

// Samplers (a constant, a variable, an argument) passed to a function
// without a body are numbers: the call has no effect but its result.
constant sampler_t nearest = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

int weight(sampler_t s);

kernel void sampler_bodiless_call(sampler_t given, __global int *out) {
  sampler_t linear = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
  out[get_global_id(0)] = weight(linear) + weight(nearest) + weight(given);
}
