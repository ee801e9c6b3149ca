"""Build step: the wheel carries the scenario files and the guardrail corpora.

They are edited where they live in a checkout (``scenarios/``, ``tests/guardrails/``); the wheel
gets a copy inside the packages, where an installed ``eco-triage`` finds them
(``agents_pkg/scenarios/bundled/``, ``guardrails/corpora/``). Everything else is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

# checkout folder → (folder inside the wheel, file patterns)
BUNDLED = {
    "scenarios": ("agents_pkg/scenarios/bundled", ("*.yaml", "README.md")),
    "tests/guardrails": ("guardrails/corpora", ("*.jsonl",)),
}


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the checkout's folders directly
        root = Path(__file__).resolve().parent
        for source, (target, patterns) in BUNDLED.items():
            out = Path(self.build_lib) / target
            out.mkdir(parents=True, exist_ok=True)
            for pattern in patterns:
                for path in sorted((root / source).glob(pattern)):
                    shutil.copy2(path, out / path.name)


setup(cmdclass={"build_py": BuildPyWithData})
