"""What billing tells the apps above it, after the fact (docs/architecture.md, "Layers").

`subscription_paid` is sent once a subscription's activation or renewal has committed, with
`subscription`. Companies listens to open Growth's monthly featured window at once (the daily
beat task opens the ones this misses, e.g. a member who gets a company later)."""

from django.dispatch import Signal

subscription_paid = Signal()
