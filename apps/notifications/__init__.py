"""The in-app notification centre (issue 24): the bell's notifications of every app, each kind
mutable per member."""
