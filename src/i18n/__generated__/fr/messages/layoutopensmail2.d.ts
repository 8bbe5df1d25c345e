export { layoutopensmail2 as "layoutOpensMail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopensmail2Inputs = {};
/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutopensmail2: ((inputs?: Layoutopensmail2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopensmail2Inputs, {
    locale?: "fr";
}, {}>;
