"""Model backends: the embedded offline model, the OpenAI / OpenAI-compatible providers, and the\nfallback model wrapper."""
