// A host-side check shipped in a program's own header: isnan here is
// device-only (as in ivl's headers), so this body does not compile.
template <typename T> bool all_finite(const T *values, int n) {
  for (int i = 0; i < n; i++)
    if (isnan(values[i]))
      return false;
  return true;
}
