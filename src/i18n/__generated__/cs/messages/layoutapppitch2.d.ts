export { layoutapppitch2 as "layoutAppPitch" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutapppitch2Inputs = {};
/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutapppitch2: ((inputs?: Layoutapppitch2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutapppitch2Inputs, {
    locale?: "cs";
}, {}>;
