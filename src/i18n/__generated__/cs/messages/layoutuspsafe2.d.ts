export { layoutuspsafe2 as "layoutUspSafe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutuspsafe2Inputs = {};
/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutuspsafe2: ((inputs?: Layoutuspsafe2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutuspsafe2Inputs, {
    locale?: "cs";
}, {}>;
