export { layoutbreadcrumb1 as "layoutBreadcrumb" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutbreadcrumb1Inputs = {};
/**

* @param {Layoutbreadcrumb1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutbreadcrumb1: ((inputs?: Layoutbreadcrumb1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutbreadcrumb1Inputs, {
    locale?: "sv";
}, {}>;
