"""Events choose their tie-breaks and what a table level at time does

Events from before keep the tie-breaks they were ranked by (difference, points, head
to head) and play one more hand when level at time.

Revision ID: 7b3d9e1f5a20
Revises: 5e7a2c9d41f0
Create Date: 2026-12-06 07:30:00

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '7b3d9e1f5a20'
down_revision = '5e7a2c9d41f0'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('tournament', sa.Column('tie_breaks', sa.String(length=60), nullable=False,
                                          server_default='difference,points,head'))
    op.add_column('tournament', sa.Column('time_level', sa.String(length=10), nullable=False,
                                          server_default='hand'))


def downgrade():
    with op.batch_alter_table('tournament') as batch:
        batch.drop_column('time_level')
        batch.drop_column('tie_breaks')
