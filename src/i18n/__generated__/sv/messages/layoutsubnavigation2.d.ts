export { layoutsubnavigation2 as "layoutSubNavigation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsubnavigation2Inputs = {};
/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutsubnavigation2: ((inputs?: Layoutsubnavigation2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsubnavigation2Inputs, {
    locale?: "sv";
}, {}>;
