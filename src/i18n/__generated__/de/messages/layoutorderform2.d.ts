export { layoutorderform2 as "layoutOrderForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutorderform2Inputs = {};
/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutorderform2: ((inputs?: Layoutorderform2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutorderform2Inputs, {
    locale?: "de";
}, {}>;
