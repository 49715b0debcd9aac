import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import type { ProjectDetailData, ProjectLabels } from "../components/project-types";

export interface ProjectPageDialogProps {
  project: ProjectDetailData;
  labels: ProjectLabels;
}

/**
 * /project/{slug}: the detail, open in the page (complete in the server HTML); closing it goes home.
 * It wakes at the visitor's first interaction with it (see the page), so a first view loads no React.
 */
export default function ProjectPageDialog({ project, labels }: ProjectPageDialogProps) {
  const headingId = `project-title-${project.slug}`;
  return (
    <ProjectDialog
      open
      inPage
      onClose={() => window.location.assign("/")}
      closeLabel={labels.close}
      labelledBy={headingId}
    >
      <ProjectDetail project={project} labels={labels} headingId={headingId} />
    </ProjectDialog>
  );
}
