"""Events of many tables (a domino night): the event, its entries, each round's
matches (one session per table) and the organiser's corrections

Revision ID: 23a96316b110
Revises: 3c1f0d2a9b7e
Create Date: 2026-12-01 22:12:46.010281

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '23a96316b110'
down_revision = '3c1f0d2a9b7e'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('tournament',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('edit_token', sa.String(length=32), nullable=False),
    sa.Column('view_token', sa.String(length=32), nullable=False),
    sa.Column('name', sa.String(length=120), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('options', sa.JSON(), nullable=False),
    sa.Column('best_of', sa.Integer(), nullable=False),
    sa.Column('round_minutes', sa.Integer(), nullable=True),
    sa.Column('rounds', sa.Integer(), nullable=False),
    sa.Column('bye_rule', sa.String(length=10), nullable=False),
    sa.Column('seed', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('round_started_at', sa.DateTime(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tournament'))
    )
    with op.batch_alter_table('tournament', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_edit_token'), ['edit_token'], unique=True)
        batch_op.create_index(batch_op.f('ix_tournament_view_token'), ['view_token'], unique=True)

    op.create_table('tournament_correction',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournament.id'], name=op.f('fk_tournament_correction_tournament_id_tournament')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tournament_correction')),
    sa.UniqueConstraint('tournament_id', 'seq', name=op.f('uq_tournament_correction_tournament_id_seq'))
    )
    with op.batch_alter_table('tournament_correction', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_correction_tournament_id'), ['tournament_id'], unique=False)

    op.create_table('tournament_entry',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=120), nullable=False),
    sa.Column('player_ids', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournament.id'], name=op.f('fk_tournament_entry_tournament_id_tournament')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tournament_entry')),
    sa.UniqueConstraint('tournament_id', 'number', name=op.f('uq_tournament_entry_tournament_id_number'))
    )
    with op.batch_alter_table('tournament_entry', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_entry_tournament_id'), ['tournament_id'], unique=False)

    op.create_table('tournament_match',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('table_no', sa.Integer(), nullable=True),
    sa.Column('session_id', sa.Integer(), nullable=True),
    sa.Column('entry_ids', sa.JSON(), nullable=False),
    sa.Column('voided', sa.Boolean(), nullable=False),
    sa.Column('ended', sa.JSON(), nullable=True),
    sa.ForeignKeyConstraint(['session_id'], ['table_session.id'], name=op.f('fk_tournament_match_session_id_table_session')),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournament.id'], name=op.f('fk_tournament_match_tournament_id_tournament')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tournament_match')),
    sa.UniqueConstraint('session_id', name=op.f('uq_tournament_match_session_id')),
    sa.UniqueConstraint('tournament_id', 'round', 'table_no', name=op.f('uq_tournament_match_tournament_id_round_table_no'))
    )
    with op.batch_alter_table('tournament_match', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_match_tournament_id'), ['tournament_id'], unique=False)



def downgrade():
    with op.batch_alter_table('tournament_match', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_match_tournament_id'))

    op.drop_table('tournament_match')
    with op.batch_alter_table('tournament_entry', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_entry_tournament_id'))

    op.drop_table('tournament_entry')
    with op.batch_alter_table('tournament_correction', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_correction_tournament_id'))

    op.drop_table('tournament_correction')
    with op.batch_alter_table('tournament', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_view_token'))
        batch_op.drop_index(batch_op.f('ix_tournament_edit_token'))

    op.drop_table('tournament')
