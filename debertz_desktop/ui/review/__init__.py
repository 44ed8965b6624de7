"""*Review the deal* (issue 31): the window, its board and panels, the analysis on a worker
thread, the printed page, and the ways to open it (``opening.py``)."""
