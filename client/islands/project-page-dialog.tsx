import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import type { ProjectDetailData, ProjectLabels } from "../components/project-types";

export interface ProjectPageDialogProps {
  project: ProjectDetailData;
  labels: ProjectLabels;
}

/** /project/{slug}: the detail rendered open in the HTML; with JavaScript a modal whose close goes home. */
export default function ProjectPageDialog({ project, labels }: ProjectPageDialogProps) {
  const headingId = `project-title-${project.slug}`;
  return (
    <ProjectDialog
      open
      initiallyOpen
      onClose={() => window.location.assign("/")}
      closeLabel={labels.close}
      labelledBy={headingId}
    >
      <ProjectDetail project={project} labels={labels} headingId={headingId} />
    </ProjectDialog>
  );
}
