"""Events remember the tap that posted them: a phone whose answer was lost is told its
own action stands, not another phone's

Revision ID: 5e7a2c9d41f0
Revises: 23a96316b110
Create Date: 2026-12-06 04:20:00

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '5e7a2c9d41f0'
down_revision = '23a96316b110'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('event', sa.Column('tap', sa.String(length=32), nullable=True))


def downgrade():
    with op.batch_alter_table('event') as batch:
        batch.drop_column('tap')
