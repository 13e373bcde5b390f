"""An event's evening off the script: the event's time zone and the round clock's
pause, an entry's withdrawal, a table decided by the organiser (a forfeit or a
result entered by hand)

Revision ID: b7d3e1a9c204
Revises: 7b3d9e1f5a20
Create Date: 2026-12-06 07:20:00

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7d3e1a9c204'
down_revision = '7b3d9e1f5a20'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('tournament', sa.Column('time_zone', sa.String(length=64),
                                          nullable=False, server_default='UTC'))
    op.add_column('tournament', sa.Column('round_paused_at', sa.DateTime(), nullable=True))
    op.add_column('tournament_entry', sa.Column('withdrawn_from', sa.Integer(), nullable=True))
    op.add_column('tournament_match', sa.Column('settled', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('tournament_match') as batch:
        batch.drop_column('settled')
    with op.batch_alter_table('tournament_entry') as batch:
        batch.drop_column('withdrawn_from')
    with op.batch_alter_table('tournament') as batch:
        batch.drop_column('round_paused_at')
        batch.drop_column('time_zone')
