"""Keeps the session cache current (apps/accounts/authentication.py): a change to an account,
its roles or a token's revocation retires every process's copy of it, whichever service,
back-office screen or shell made it through the models."""

from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from apps.accounts.authentication import TOKEN_KEY, USER_KEY
from apps.accounts.models import RevokedToken, User


@receiver(post_save, sender=User, dispatch_uid="accounts_session_user_saved")
@receiver(post_delete, sender=User, dispatch_uid="accounts_session_user_deleted")
def user_changed(sender, instance, **kwargs):
    USER_KEY.bump(instance.pk)


@receiver(m2m_changed, sender=User.roles.through, dispatch_uid="accounts_session_roles_changed")
def roles_changed(sender, instance, action, reverse, pk_set, **kwargs):
    if action not in ("post_add", "post_remove", "pre_clear", "post_clear"):
        return
    if not reverse:  # user.roles.set(...)
        USER_KEY.bump(instance.pk)
    elif pk_set:  # role.users.add(...)
        USER_KEY.bump(*pk_set)
    elif action == "pre_clear":  # role.users.clear(): whoever holds it, read before it goes
        USER_KEY.bump(*instance.users.values_list("pk", flat=True))


@receiver(post_save, sender=RevokedToken, dispatch_uid="accounts_session_token_revoked")
def token_revoked(sender, instance, **kwargs):
    TOKEN_KEY.bump(instance.jti)
