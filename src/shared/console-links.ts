/** The Firebase console's page of a Firestore document, for staff to open it. */
export const consoleDocumentLink = (projectId: string, collection: string, id: string) =>
  `https://console.firebase.google.com/project/${projectId}/firestore/databases/-default-/data/~2F${encodeURIComponent(collection)}~2F${encodeURIComponent(id)}`;
