export { layoutbreadcrumb1 as "layoutBreadcrumb" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutbreadcrumb1Inputs = {};
/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutbreadcrumb1: ((inputs?: Layoutbreadcrumb1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutbreadcrumb1Inputs, {
    locale?: "cs";
}, {}>;
