"""Hooks: how a lower app asks a question that only an app above it can answer.

The apps are layered (`.importlinter`; docs/architecture.md): an app imports only the apps
below it. When a lower app needs something an upper app knows (the user object shows the
user's company, which `companies` knows; a company's detail shows its pending change, which
`changes` knows), the lower app declares a `Hook` with the question in its docstring, and
the upper app answers it in its `AppConfig.ready()`:

    # apps/accounts/hooks.py (the lower app asks)
    user_company = Hook("accounts.user_company", "The user's company as {companyId, name, logoUrl}, or None.")

    # apps/companies/apps.py (the upper app answers)
    def ready(self):
        accounts_hooks.user_company.answer_with(selectors.user_company_summary)

    # the lower app calls it like a function
    company = hooks.user_company(user=user)

A hook has exactly one answer: answering twice, or calling a hook nobody answers, is a
programming error that fails loudly (tests/test_boundaries.py checks every hook is answered)."""

from collections.abc import Callable

from django.core.exceptions import ImproperlyConfigured

_ALL: list["Hook"] = []


class Hook:
    def __init__(self, name: str, question: str):
        self.name = name
        self.__doc__ = question
        self._answer: Callable | None = None
        _ALL.append(self)

    def answer_with(self, function: Callable) -> Callable:
        if self._answer is not None and self._answer is not function:
            raise ImproperlyConfigured(f"The hook {self.name} is answered twice ({self._answer} and {function}).")
        self._answer = function
        return function

    @property
    def answered(self) -> bool:
        return self._answer is not None

    def __call__(self, **kwargs):
        if self._answer is None:
            raise ImproperlyConfigured(f"Nothing answers the hook {self.name}: the app above it must, in ready().")
        return self._answer(**kwargs)

    def __repr__(self):
        return f"<Hook {self.name}>"


def all_hooks() -> list[Hook]:
    """Every hook declared so far (each app declares its own in `apps/<app>/hooks.py`)."""
    return list(_ALL)
