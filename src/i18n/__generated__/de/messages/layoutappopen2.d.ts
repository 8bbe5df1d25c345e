export { layoutappopen2 as "layoutAppOpen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutappopen2Inputs = {};
/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutappopen2: ((inputs?: Layoutappopen2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutappopen2Inputs, {
    locale?: "de";
}, {}>;
