FONT = object()
