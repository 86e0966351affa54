// /sucursal inside a flow: the branchSelection child that the persona física and persona jurídica
// machines invoke (core branch/branch-selection.machine.ts) feeds the screen and gets what the user
// picks; its toasts (a failed officer list, a failed confirm) show while the page is up.
import type { branchSelectionMachine } from '@alta/core/branch/branch-selection.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { FlowLoading } from '../../shell/flow-status.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { BranchScreen } from './branch-screen.tsx';

type BranchSelectionActor = ActorRefFrom<typeof branchSelectionMachine>;

const BranchSelection = ({ actor, flow }: { actor: BranchSelectionActor; flow: AnyActorRef }) => {
  useMachineToasts(actor);
  const sucursales = useSelector(actor, (s) => s.context.sucursales);
  const oficiales = useSelector(actor, (s) => s.context.oficiales);
  const seleccion = useSelector(actor, (s) => s.context.seleccion);
  const loadingSucursales = useSelector(actor, (s) => s.hasTag('sucursalesLoading'));
  const loadingOficiales = useSelector(actor, (s) => s.hasTag('oficialesLoading'));
  const officersFailed = useSelector(actor, (s) => s.context.officersFailed);
  const confirming = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <BranchScreen
      sucursales={sucursales}
      oficiales={oficiales}
      seleccion={seleccion}
      loadingSucursales={loadingSucursales}
      loadingOficiales={loadingOficiales}
      officersFailed={officersFailed}
      confirming={confirming}
      onRetryOfficers={() => actor.send({ type: 'oficiales.retry' })}
      // The flow takes its data form back (the URL follows), as Back to it does.
      onEditAddress={() => flow.send({ type: 'flow.goto', step: 'datos' })}
      onSelectBranch={(codigo) => actor.send({ type: 'sucursal.select', codigo })}
      onSelectOfficer={(codigo) => actor.send({ type: 'oficial.select', codigo })}
      onSubmit={() => actor.send({ type: 'sucursal.submit' })}
    />
  );
};

/** The flow's /sucursal step: its branchSelection child, once the flow has invoked it. */
export const BranchStep = ({ flow }: { flow: AnyActorRef }) => {
  const child = useSelector(
    flow,
    (s) => (s.children as Record<string, BranchSelectionActor | undefined>).branchSelection,
  );
  return child ? <BranchSelection actor={child} flow={flow} /> : <FlowLoading />;
};
