import { describe, expect, inject, it } from 'vitest';
import { openBuildCatalogue } from '../../../../scripts/lib/build-data-source';
import { staffProject } from '../../../support/staff-tools';

describe('a Firebase-mode build’s catalogue', () => {
  it('stops the build, saying why and what to do, when it has no Firestore to read', () => {
    expect(() => openBuildCatalogue('lab-live', {})).toThrow(
      /^Pre-rendering could not choose a Firestore: No Firestore to talk to\. Set FIRESTORE_EMULATOR_HOST.*\nNothing was built: the pages would have no prices\. .*README: "Deploying"/s,
    );
  });

  it('reads the project the build is for, with the staff tools’ rights', async () => {
    const project = staffProject();
    const catalogue = openBuildCatalogue(project, {
      FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
    });
    try {
      expect(catalogue.described).toBe(
        `the Firestore emulator at ${inject('firestoreEmulatorHost')} (project ${project})`,
      );
      expect(await catalogue.source.readCollection('Labtest', 10)).toEqual([]);
      expect(await catalogue.source.readPublished('Labtest')).toBeNull();
      await expect(catalogue.source.addDocument('Customer_Feedback', {})).rejects.toThrow(
        'The build reads the catalogue; it writes nothing.',
      );
    } finally {
      await catalogue.close();
    }
  });
});
