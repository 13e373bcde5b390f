"""Initial schema: sessions, players, games, seats and the event log

Revision ID: 8ade13efb445
Revises: 
Create Date: 2026-11-29 13:33:14.636399

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '8ade13efb445'
down_revision = None
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('player',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_player')),
    sa.UniqueConstraint('name', name=op.f('uq_player_name'))
    )
    op.create_table('table_session',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('edit_token', sa.String(length=32), nullable=False),
    sa.Column('view_token', sa.String(length=32), nullable=False),
    sa.Column('title', sa.String(length=120), nullable=True),
    sa.Column('player_ids', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_table_session'))
    )
    with op.batch_alter_table('table_session', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_table_session_edit_token'), ['edit_token'], unique=True)
        batch_op.create_index(batch_op.f('ix_table_session_view_token'), ['view_token'], unique=True)

    op.create_table('game',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('session_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('options', sa.JSON(), nullable=False),
    sa.Column('first_seat', sa.Integer(), nullable=True),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('scores', sa.JSON(), nullable=False),
    sa.Column('winner', sa.Integer(), nullable=True),
    sa.Column('hand', sa.Integer(), nullable=False),
    sa.Column('last_seq', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['session_id'], ['table_session.id'], name=op.f('fk_game_session_id_table_session')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_game'))
    )
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_game_session_id'), ['session_id'], unique=False)

    op.create_table('event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], name=op.f('fk_event_game_id_game')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_event')),
    sa.UniqueConstraint('game_id', 'seq', name=op.f('uq_event_game_id_seq'))
    )
    op.create_table('seat',
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], name=op.f('fk_seat_game_id_game')),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_seat_player_id_player')),
    sa.PrimaryKeyConstraint('game_id', 'position', name=op.f('pk_seat'))
    )


def downgrade():
    op.drop_table('seat')
    op.drop_table('event')
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_session_id'))

    op.drop_table('game')
    with op.batch_alter_table('table_session', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_table_session_view_token'))
        batch_op.drop_index(batch_op.f('ix_table_session_edit_token'))

    op.drop_table('table_session')
    op.drop_table('player')
