export { layoutservice1 as "layoutService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutservice1Inputs = {};
/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutservice1: ((inputs?: Layoutservice1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutservice1Inputs, {
    locale?: "sk";
}, {}>;
