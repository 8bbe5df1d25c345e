export { layoutmainnavigation2 as "layoutMainNavigation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutmainnavigation2Inputs = {};
/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutmainnavigation2: ((inputs?: Layoutmainnavigation2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutmainnavigation2Inputs, {
    locale?: "sk";
}, {}>;
