"""Events with finals: the top 4 or 8 of the standings play a seeded knockout after
the Swiss rounds

Revision ID: c4e8f2a6d913
Revises: b7d3e1a9c204
Create Date: 2026-12-07 16:45:00

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'c4e8f2a6d913'
down_revision = 'b7d3e1a9c204'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('tournament', sa.Column('finals', sa.Integer(), nullable=False,
                                          server_default='0'))


def downgrade():
    with op.batch_alter_table('tournament') as batch:
        batch.drop_column('finals')
