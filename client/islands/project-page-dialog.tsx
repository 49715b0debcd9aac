import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import type { ProjectDetailData, ProjectLabels } from "../components/project-types";

export interface ProjectPageDialogProps {
  project: ProjectDetailData;
  labels: ProjectLabels;
}

/**
 * /project/{slug}: the detail, open in the page (complete in the server HTML); closing it goes home.
 * It wakes only when the visitor presses something in it that needs React (the gallery viewer), so a
 * visitor who reads the project and leaves loads no React; closing works without it (decision 003).
 */
export default function ProjectPageDialog({ project, labels }: ProjectPageDialogProps) {
  const headingId = `project-title-${project.slug}`;
  return (
    <ProjectDialog
      open
      closeHref="/"
      onClose={() => window.location.assign("/")}
      closeLabel={labels.close}
      labelledBy={headingId}
    >
      <ProjectDetail project={project} labels={labels} headingId={headingId} />
    </ProjectDialog>
  );
}
