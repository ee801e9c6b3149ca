from agents_pkg.cli import main

raise SystemExit(main())
