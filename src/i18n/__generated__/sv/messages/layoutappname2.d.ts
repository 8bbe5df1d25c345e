export { layoutappname2 as "layoutAppName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutappname2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutappname2: ((inputs: Layoutappname2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutappname2Inputs, {
    locale?: "sv";
}, {}>;
