"""factory_boy factories of the accounts app: users with a role and a status.

UserFactory()                      an Active member (role User) with TEST_PASSWORD
UserFactory(pending=True)          a member who has not entered the one-time code yet
UserFactory(admin=True)            an administrator (role Admin instead of User)
"""

import factory
from factory.django import DjangoModelFactory

from apps.accounts.models import Role, User

TEST_PASSWORD = "Sup3r$ecret"


class UserFactory(DjangoModelFactory):
    class Meta:
        model = User
        skip_postgeneration_save = True

    class Params:
        pending = factory.Trait(status=User.Status.PENDING)

    # A business domain: sign-up and profile edits refuse free-mail addresses.
    email = factory.Sequence(lambda n: f"member{n}@acme-industries.com")
    password = TEST_PASSWORD
    first_name = "Morgan"
    last_name = "Member"
    status = User.Status.ACTIVE

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        # The manager normalises the address, hashes the password and gives the User role,
        # as sign-up does.
        return model_class.objects.create_user(*args, **kwargs)

    @factory.post_generation
    def admin(user, create, extracted, **kwargs):
        """admin=True: the Admin role replaces the User role (spec section 6: one role each)."""
        if create and extracted:
            user.roles.set([Role.ADMIN])
