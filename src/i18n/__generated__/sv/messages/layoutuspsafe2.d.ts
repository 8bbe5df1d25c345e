export { layoutuspsafe2 as "layoutUspSafe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutuspsafe2Inputs = {};
/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutuspsafe2: ((inputs?: Layoutuspsafe2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutuspsafe2Inputs, {
    locale?: "sv";
}, {}>;
