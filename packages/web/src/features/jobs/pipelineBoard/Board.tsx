import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { currentLanguage } from '../../../lib/i18n';
import { columnCoordinates } from '../columnKeyboard';
import { applicantName, isStageOf, stageName } from '../pipeline';
import { Column } from './Column';
import { dragged } from './dragData';
import { PipelineContext } from './PipelineContext';

/** The column under the pointer; with the keyboard (no pointer), the one the card overlaps most. */
const columnUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** The board: a column per stage, cards dragged by pointer or keyboard, moves announced. */
export function Board({ posting, pageSize }: { posting: Posting; pageSize: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { stages, onMove } = useContext(PipelineContext);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const nameOf = (active: Active) => {
    const a = dragged(active.data);
    return a ? applicantName(a, t) : '';
  };
  const nameOfColumn = (id: string | number | undefined) => {
    const key = String(id);
    return id !== undefined && isStageOf(stages, key) ? stageName(stages, key, lang) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('jobs.pipeline.dragStart', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragOver', { name: nameOf(active), stage: nameOfColumn(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragEnd', { name: nameOf(active), stage: nameOfColumn(over.id) })
        : t('jobs.pipeline.dragCancel', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('jobs.pipeline.dragCancel', { name: nameOf(active) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = dragged(active.data);
    const stage = String(over?.id);
    if (!application || !over || !isStageOf(stages, stage) || !onMove) return;
    onMove(application, stage);
  };

  return (
    <>
      {onMove ? (
        <p className="muted jobs-small" id="drag-hint">
          {t('jobs.pipeline.dragHint')}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('jobs.pipeline.dragHint') },
        }}
      >
        <div className="jobs-board" data-testid="pipeline-board">
          {stages.map((stage) => (
            <Column
              key={stage.key}
              postingId={posting._id}
              stage={stage}
              count={posting.countsByStage?.[stage.key]}
              pageSize={pageSize}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}
