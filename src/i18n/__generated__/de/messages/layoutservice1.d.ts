export { layoutservice1 as "layoutService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutservice1Inputs = {};
/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutservice1: ((inputs?: Layoutservice1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutservice1Inputs, {
    locale?: "de";
}, {}>;
