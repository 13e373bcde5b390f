"""Games remember the game "Play again" started them from (unique: one per game)

Revision ID: 3c1f0d2a9b7e
Revises: 8ade13efb445
Create Date: 2026-11-29 16:45:00

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '3c1f0d2a9b7e'
down_revision = '8ade13efb445'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('game', sa.Column('again_of', sa.Integer(), nullable=True))
    op.create_index(op.f('ix_game_again_of'), 'game', ['again_of'], unique=True)


def downgrade():
    op.drop_index(op.f('ix_game_again_of'), table_name='game')
    op.drop_column('game', 'again_of')
