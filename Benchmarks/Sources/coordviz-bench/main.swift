print("coordviz-bench: written in the benchmarks branch")
