import CoordVizCLI
CoordVizCommand.main()
